// The static host's redirects file that the build writes (dist/_redirects, Netlify and Cloudflare Pages format), and
// how `npm run preview` reads its redirects back as such a host would.
import { APP_ONLY_AREAS, MOVED_PATHS } from '../src/api/rules/site-areas'

export type Redirect = { from: string; to: string; status: number }

/**
 * dist/_redirects: moved paths with 301, and the app-only areas (the admin) rewritten to the app shell with 200, where
 * such a host would answer their paths with 404.html and 404. The target is `/spa`, not `/spa.html`: Cloudflare Pages
 * redirects `*.html` to the path without it, which would turn the rewrite into a redirect; Netlify serves spa.html at
 * /spa too.
 */
export function redirectsFile(): string {
  return [
    ...Object.entries(MOVED_PATHS).map(([from, to]) => `${from} ${to} 301`),
    ...APP_ONLY_AREAS.flatMap((area) => [`${area} /spa 200`, `${area}/* /spa 200`]),
    '',
  ].join('\n')
}

/** The redirects of a `_redirects` file (source, target, a 3xx status); rewrites (200) are the host's own business. */
export function parseRedirectsFile(text: string): Redirect[] {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from && to && !from.startsWith('#') && /^30[1278]$/.test(status ?? ''))
    .map(([from, to, status]) => ({ from: from!, to: to!, status: Number(status) }))
}

/** The redirect for a path (exactly its source, with or without a trailing slash), if any. */
export const redirectFor = (redirects: readonly Redirect[], pathname: string) =>
  redirects.find(({ from }) => from === pathname.replace(/(.)\/+$/, '$1'))
