import { http, matchRequestUrl, type RequestHandler } from 'msw'
import { json } from './json-response'
import { API_BASE } from '../src/api/config'

const basePath = new URL(API_BASE, 'http://localhost').pathname.replace(/\/$/, '')
const inApi = (pathname: string) => pathname === basePath || pathname.startsWith(`${basePath}/`)

/** The method and path of each route handler (msw keeps them in `info`). */
const routesOf = (handlers: RequestHandler[]) =>
  handlers.map((handler) => handler.info as { method?: unknown; path?: unknown }).filter((info) => typeof info.method === 'string')

/**
 * Last in the handler list: any other request under the API base answers as the API does everywhere (the browser,
 * Vitest, the HTTP port): a JSON error, 405 with `Allow` when the path exists with other methods, else 404. Without
 * it the browser would get the app's index.html and Vitest an unhandled-request error.
 */
export function unknownRouteHandler(known: RequestHandler[]) {
  const routes = routesOf(known)
  return http.all(/.*/, ({ request }) => {
    const url = new URL(request.url)
    if (!inApi(url.pathname)) return undefined
    const allowed = [
      ...new Set(
        routes
          .filter((route) => matchRequestUrl(url, route.path as string, url.origin).matches)
          .map((route) => String(route.method)),
      ),
    ]
    if (allowed.length > 0) {
      const allow = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed
      return json(
        { message: `${request.method} is not allowed on ${url.pathname} (allowed: ${allow.join(', ')})`, issues: [] },
        { status: 405, headers: { Allow: allow.join(', ') } },
      )
    }
    return json({ message: `There is no API endpoint at ${url.pathname}`, issues: [] }, { status: 404 })
  })
}
