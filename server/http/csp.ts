// The built site's Content-Security-Policy: no inline script, nothing from another origin except the API
// the build talks to. Styles allow inline attributes because Mantine sets CSS variables through them.
/** @param apiUrl VITE_API_URL at build time (the server's own build leaves it unset) */
export function contentSecurityPolicy(apiUrl: string | undefined): string {
  const apiOrigin = apiUrl && /^https?:\/\//.test(apiUrl) ? ` ${new URL(apiUrl).origin}` : ''
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Images come from the media library or the site's own paths (imageSrcSchema), never another origin.
    // data: is for files being uploaded: the admin reads each as a data: URL to measure it before sending.
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self'${apiOrigin}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}
