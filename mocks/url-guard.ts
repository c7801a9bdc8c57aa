import { http } from 'msw'
import { API_BASE } from '../src/api/config'
import { addressProblem, hasMalformedEscape, MALFORMED_URL_MESSAGE } from '../src/api/rules/url-check'
import { UPLOADS_PATH } from '../src/api/rules/upload-path'
import { errorResponse } from './http'

export { hasMalformedEscape, MALFORMED_URL_MESSAGE }

const basePath = new URL(API_BASE, 'http://localhost').pathname.replace(/\/$/, '')
const inApi = (url: URL) => url.pathname === basePath || url.pathname.startsWith(`${basePath}/`)

/**
 * First in the handler list: an API or upload request whose address cannot be answered (a malformed escape, a
 * NUL) answers 400, as the server does. Without it msw decodes path params itself while matching routes, and its
 * URIError surfaces as a 500 with a stack trace. The path is a RegExp without groups, so matching it decodes
 * nothing; other requests fall through.
 */
export const urlGuardHandler = http.all(/.*/, ({ request }) => {
  const url = new URL(request.url)
  if (!inApi(url) && !url.pathname.startsWith(UPLOADS_PATH)) return undefined
  const problem = addressProblem(url)
  return problem ? errorResponse(400, problem) : undefined
})
