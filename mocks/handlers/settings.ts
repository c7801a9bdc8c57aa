import { passwordChangeSchema, siteSettingsPatchSchema, userSettingsInputSchema } from '../../src/api/schemas'
import { recordActivity } from '../activity'
import { db } from '../db'
import { api, json, noContent, notFound, readBody } from '../http'
import { singletonRoute } from '../resources'
import { requireSession } from '../session'

function only<T>(records: T[], label: string): T {
  const record = records[0]
  if (!record) throw notFound(label)
  return record
}

export const settingsHandlers = [
  singletonRoute('/settings/site', 'siteSettings', 'Site settings'),

  api.patch('/settings/site', async ({ request }) => {
    requireSession(request)
    const input = await readBody(request, siteSettingsPatchSchema)
    const current = only(db.siteSettings.all(), 'Site settings')
    const updated = await db.siteSettings.update(current, { data: (draft) => void Object.assign(draft, input) })
    await recordActivity('settings', 'site', 'Site settings', 'updated')
    return json(updated)
  }),

  api.get('/settings/user', ({ request }) => {
    requireSession(request)
    return json(only(db.userSettings.all(), 'User settings'))
  }),

  api.put('/settings/user', async ({ request }) => {
    requireSession(request)
    const input = await readBody(request, userSettingsInputSchema)
    const current = only(db.userSettings.all(), 'User settings')
    const updated = await db.userSettings.update(current, { data: (draft) => void Object.assign(draft, input) })
    await recordActivity('settings', 'user', 'User settings', 'updated')
    return json(updated)
  }),

  /** The demo keeps no password: a valid change is acknowledged and, as on the server, ends the account's other sessions. */
  api.post('/settings/password', async ({ request }) => {
    const { email, token } = requireSession(request)
    await readBody(request, passwordChangeSchema)
    db.sessions.deleteMany((q) => q.where((session) => session.email.toLowerCase() === email.toLowerCase() && session.token !== token))
    return noContent()
  }),
]
