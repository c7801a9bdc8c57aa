import { recordActivity } from '../activity'
import { db, resetDb } from '../db'
import { api, json, noContent, plain } from '../http'
import { requireSession } from '../session'

export const adminHandlers = [
  api.get('/activity', ({ request }) => {
    requireSession(request)
    const limit = Number(new URL(request.url).searchParams.get('limit') ?? 10)
    const entries = plain(db.activity.all()).sort((a, b) => b.at.localeCompare(a.at))
    return json(entries.slice(0, Number.isFinite(limit) && limit > 0 ? Math.min(limit, 100) : 10))
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
