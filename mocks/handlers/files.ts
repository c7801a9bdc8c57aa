import { http } from 'msw'
import { errorResponse } from '../http'
import { getBlob } from '../store/blobs'
import { UPLOADS_PATH } from '../store/upload-path'

/** Files the site serves beside the API: uploads, from the file store, with their type. */
export const fileHandlers = [
  http.get(`*${UPLOADS_PATH}:file`, async ({ params }) => {
    const id = String(params.file).replace(/\.[a-z]+$/, '')
    const file = await getBlob(id)
    if (!file) return errorResponse(404, 'File was not found')
    return new Response(file.bytes as BlobPart, {
      headers: {
        'Content-Type': file.type,
        'Content-Length': String(file.bytes.length),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, max-age=31536000, immutable',
      },
    })
  }),
]
