/**
 * Where the API lives. The embedded mock serves `/api` on the site's own origin; set VITE_API_URL
 * (and VITE_API_MOCK=off) at build time to talk to a real backend instead.
 */
// Outside Vite (tsx scripts such as `npm run api`) import.meta.env is undefined.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {}

export const API_BASE: string = (env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') || '/api'

export const MOCK_ENABLED: boolean = env.VITE_API_MOCK !== 'off'

/** Absolute URL of an API path, resolved against the page's origin when the base is relative. */
export function apiUrl(path: string): string {
  const url = `${API_BASE}${path}`
  if (/^https?:\/\//.test(url)) return url
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin
  return new URL(url, origin).href
}
