import { bypass, http, passthrough } from 'msw'
import { rangeResponse } from '../api/rules/range-response'

/**
 * Files under /media (the training video and its captions) come from the static host, through the mock's service
 * worker. The worker's own pass-through re-creates a media element's no-cors request and so drops its `Range`
 * header (not no-cors-safelisted): the host answers 200 and the video cannot seek. The video player asks in CORS
 * mode (crossorigin) for same-site files, so the range reaches this handler, which asks the host for those bytes
 * from the page (a CORS request keeps `Range`) and, should the host ignore ranges, cuts them from the whole file.
 * Requests without a range pass through untouched. Browser only: these are files, not API routes.
 */
export const staticMediaHandlers = [
  http.get(`${import.meta.env.BASE_URL}media/*`, async ({ request }) => {
    const range = request.headers.get('range')
    if (!range) return passthrough()
    const response = await fetch(bypass(request.url, { headers: { Range: range } }))
    if (response.status !== 200) return response
    return rangeResponse(await response.blob(), request, { headers: cacheHeaders(response) })
  }),
]

function cacheHeaders(response: Response): Headers {
  const headers = new Headers()
  for (const name of ['Cache-Control', 'ETag', 'Last-Modified']) {
    const value = response.headers.get(name)
    if (value) headers.set(name, value)
  }
  return headers
}
