import { pickSession, registrationRecordOf, seatHeldBy, seatsLeftAfterRelease } from '../../src/api/rules/seat-reservation'
import { contactInputSchema, readStateInputSchema, registrationInputSchema, type Registration } from '../../src/api/schemas'
import { db } from '../db'
import { api, created, json, newId, noContent, nowIso, readBody } from '../http'
import { findById } from '../resources'
import { collectionOf } from '../../src/api/registry/collections'
import { answerList } from './collections'
import { requireSession } from '../session'

/** `onDelete` runs in the deletion's transaction, once the record is gone. */
function inboxRoutes(
  route: string,
  name: 'contactMessages' | 'registrations',
  label: string,
  onDelete: (record: { id: string }) => Promise<void> = async () => undefined,
) {
  return [
    api.get(route, ({ request }) => {
      requireSession(request)
      return answerList(collectionOf(name), request, db[name].all())
    }),
    api.get<{ id: string }>(`${route}/:id`, ({ request, params }) => {
      requireSession(request)
      return json(findById(name, params.id, label))
    }),
    api.patch<{ id: string }>(`${route}/:id`, async ({ request, params }) => {
      requireSession(request)
      const record = findById(name, params.id, label)
      const { read } = await readBody(request, readStateInputSchema)
      const collection = db[name] as typeof db.contactMessages
      const updated = await collection.update(record as never, { data: (draft) => void (draft.read = read) })
      return json(updated)
    }),
    api.delete<{ id: string }>(`${route}/:id`, async ({ request, params }) => {
      requireSession(request)
      const record = findById(name, params.id, label)
      ;(db[name] as typeof db.contactMessages).delete(record as never)
      await onDelete(record)
      return noContent()
    }),
  ]
}

export const inquiryHandlers = [
  api.post('/contact-messages', async ({ request }) => {
    const input = await readBody(request, contactInputSchema)
    const message = await db.contactMessages.create({ ...input, id: newId('message'), createdAt: nowIso(), read: false })
    return created(message, '/contact-messages', message.id)
  }),
  ...inboxRoutes('/contact-messages', 'contactMessages', 'Message'),

  api.post('/registrations', async ({ request }) => {
    const input = await readBody(request, registrationInputSchema)
    const pkg = findById('trainingPackages', input.trainingPackage, 'Training package')
    const session = pickSession(db.trainingSessions.all(), pkg.id, input.sessionId)
    if (session) await db.trainingSessions.update(session, { data: (draft) => void (draft.seatsLeft -= 1) })
    const registration = await db.registrations.create(
      registrationRecordOf(input, pkg, session, db.siteSettings.all()[0], newId('registration')),
    )
    return created(registration, '/registrations', registration.id)
  }),
  ...inboxRoutes('/registrations', 'registrations', 'Registration', async (record) => {
    const sessionId = seatHeldBy(record as Registration)
    const session = db.trainingSessions.all().find((s) => s.id === sessionId)
    if (session)
      await db.trainingSessions.update(session, {
        data: (draft) => void (draft.seatsLeft = seatsLeftAfterRelease(draft.seatsLeft)),
      })
  }),
]
