import { APP_ONLY_AREAS } from '../../api/rules/site-areas'
import { absoluteUrl } from '../structured-data/site-url'

export type SitemapEntry = { path: string; lastModified: string }

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!)

/** sitemap.xml: every page, each with the day its content last changed. */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastModified }) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>\n    <lastmod>${lastModified}</lastmod>\n  </url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** Paths no crawler should visit: the admin and the API. */
export const PRIVATE_PATHS = [...APP_ONLY_AREAS, '/api'] as const

/** robots.txt: everything public may be crawled, nothing private; the sitemap by its absolute URL. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n')
}
