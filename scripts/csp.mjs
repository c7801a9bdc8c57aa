// The built site's Content-Security-Policy: no inline script, nothing from another origin except the API
// the build talks to. Styles allow inline attributes because Mantine sets CSS variables through them.
/** @param {string | undefined} apiUrl VITE_API_URL at build time */
export function contentSecurityPolicy(apiUrl) {
  const apiOrigin = apiUrl && /^https?:\/\//.test(apiUrl) ? ` ${new URL(apiUrl).origin}` : ''
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Uploaded media is kept by the mock as data: URLs; previews use blob: URLs.
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
