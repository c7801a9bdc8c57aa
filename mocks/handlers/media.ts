import { mediaUpdateSchema, mediaUploadSchema } from '../../src/api/schemas'
import { checkUpload, mediaRecordOf } from '../../src/api/rules/upload-check'
import { collectionOf } from '../../src/api/registry/collections'
import { recordActivity } from '../activity'
import { answerList } from './collections'
import { db } from '../db'
import { api, created, json, newId, noContent, readBody } from '../http'
import { detailRoute, findById } from '../resources'
import { requireSession } from '../session'
import { deleteBlob, putBlob } from '../store/blobs'
import { currentJournal } from '../store/journal'
import { uploadPath, UPLOADS_PATH } from '../../src/api/rules/upload-path'

export const mediaHandlers = [
  api.get('/media', ({ request }) => answerList(collectionOf('mediaItems'), request, db.mediaItems.all())),
  detailRoute('/media/:id', 'mediaItems', 'Media item'),

  api.post('/media', async ({ request }) => {
    requireSession(request)
    const input = await readBody(request, mediaUploadSchema)
    const { bytes, width, height, extension } = checkUpload(input)
    const id = newId('media')
    // The file is stored beside the record; a write that fails takes it away again.
    await putBlob(id, { type: input.type, bytes })
    currentJournal()?.onRollback.push(() => deleteBlob(id))
    const item = await db.mediaItems.create(mediaRecordOf(input, { id, url: uploadPath(id, extension), bytes, width, height }))
    await recordActivity('media', item.id, item.name, 'uploaded')
    return created(item, '/media', item.id)
  }),

  api.patch<{ id: string }>('/media/:id', async ({ request, params }) => {
    requireSession(request)
    const item = findById('mediaItems', params.id, 'Media item')
    const input = await readBody(request, mediaUpdateSchema)
    const updated = await db.mediaItems.update(item, { data: (draft) => void Object.assign(draft, input) })
    await recordActivity('media', item.id, updated?.name ?? item.name, 'updated')
    return json(updated)
  }),

  api.delete<{ id: string }>('/media/:id', async ({ request, params }) => {
    requireSession(request)
    const item = findById('mediaItems', params.id, 'Media item')
    db.mediaItems.delete(item)
    await db.pages.updateMany((q) => q.where({ featuredImage: item.id }), { data: (draft) => void (draft.featuredImage = '') })
    await recordActivity('media', item.id, item.name, 'deleted')
    // The file goes once the deletion is stored (an undone deletion keeps it).
    if (item.url.startsWith(UPLOADS_PATH)) currentJournal()?.afterCommit.push(() => deleteBlob(item.id))
    return noContent()
  }),

]
