import { recordActivity } from '../activity'
import { db, resetDb } from '../db'
import { api, noContent, plain } from '../http'
import { collectionOf } from '../../src/api/registry/collections'
import { answerList } from './collections'
import { requireSession } from '../session'

export const adminHandlers = [
  api.get('/activity', ({ request }) => {
    requireSession(request)
    return answerList(collectionOf('activity'), request, db.activity.all())
  }),

  /** Restores every collection to the seed; the caller's session survives so the admin stays signed in. */
  api.post('/demo/reset', async ({ request }) => {
    const session = plain(requireSession(request))
    await resetDb()
    await db.sessions.create(session)
    await recordActivity('demo', 'all', 'Demo data', 'reset')
    return noContent()
  }),
]
