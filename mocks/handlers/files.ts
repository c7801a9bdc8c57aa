import { http } from 'msw'
import { errorResponse } from '../http'
import { rangeResponse } from '../../src/api/rules/range-response'
import { getBlob } from '../store/blobs'
import { UPLOADS_PATH } from '../../src/api/rules/upload-path'

/** Files the site serves beside the API: uploads, from the file store, with their type (and ranges, to seek). */
export const fileHandlers = [
  http.get(`*${UPLOADS_PATH}:file`, async ({ params, request }) => {
    const id = String(params.file).replace(/\.[a-z]+$/, '')
    const file = await getBlob(id)
    if (!file) return errorResponse(404, 'File was not found')
    return rangeResponse(file.bytes, request, {
      type: file.type,
      headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, max-age=31536000, immutable' },
    })
  }),
]
