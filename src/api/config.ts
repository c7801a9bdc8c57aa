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

/**
 * The largest request body the API reads (8 MB): the biggest legitimate one is a media upload, a 5 MB image
 * as a base64 data URL (about 7 MB of JSON). Larger bodies answer 413.
 */
export const MAX_BODY_BYTES = 8 * 1024 * 1024
