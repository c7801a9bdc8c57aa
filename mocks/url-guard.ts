import { http } from 'msw'
import { API_BASE } from '../src/api/config'
import { hasMalformedEscape, MALFORMED_URL_MESSAGE } from '../src/api/rules/url-check'
import { errorResponse } from './http'

export { hasMalformedEscape, MALFORMED_URL_MESSAGE }

const basePath = new URL(API_BASE, 'http://localhost').pathname.replace(/\/$/, '')
const inApi = (url: URL) => url.pathname === basePath || url.pathname.startsWith(`${basePath}/`)

/**
 * First in the handler list: an API request with a malformed escape answers 400. Without it msw decodes
 * path params itself while matching routes, and its URIError surfaces as a 500 with a stack trace.
 * The path is a RegExp without groups, so matching it decodes nothing; other requests fall through.
 */
export const urlGuardHandler = http.all(/.*/, ({ request }) => {
  const url = new URL(request.url)
  if (inApi(url) && hasMalformedEscape(url)) return errorResponse(400, MALFORMED_URL_MESSAGE)
  return undefined
})
