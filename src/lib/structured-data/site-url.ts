/** An absolute URL on the site from a path or a site-relative image src, against the Site URL setting. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).href
}
