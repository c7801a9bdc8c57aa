import type { Hono } from 'hono'
import { randomId } from '../../src/api/registry/collection-rules'
import { collectionOf } from '../../src/api/registry/collections'
import { notFound } from '../../src/api/rules/http-error'
import { readBody } from '../../src/api/rules/read-body'
import { pickSession, registrationRecordOf, seatHeldBy } from '../../src/api/rules/seat-reservation'
import {
  contactInputSchema,
  readStateInputSchema,
  registrationInputSchema,
  type Registration,
  type SiteSettings,
  type TrainingPackage,
  type TrainingSession,
} from '../../src/api/schemas'
import { created, findIn, json, noContent, requireAdmin, type ApiDeps } from '../context'
import type { Row, Store } from '../store'

/**
 * Personal data: read, marked and deleted by a signed-in admin only. `onDelete` runs in the deletion's transaction,
 * once the record is gone.
 */
function inboxRoutes(
  app: Hono,
  store: Store,
  route: string,
  collection: 'contactMessages' | 'registrations',
  label: string,
  onDelete: (trx: Store, record: Row) => Promise<void> = async () => undefined,
) {
  app.get(route, async (c) => {
    await requireAdmin(store, c.req.raw)
    return json(c, await store.list(collectionOf(collection), c.req.url))
  })
  app.get(`${route}/:id`, async (c) => {
    await requireAdmin(store, c.req.raw)
    return json(c, await findIn(store.records(collection), c.req.param('id'), label))
  })
  app.patch(`${route}/:id`, async (c) => {
    await requireAdmin(store, c.req.raw)
    const record = await findIn<Row>(store.records(collection), c.req.param('id'), label)
    const { read } = await readBody(c.req.raw, readStateInputSchema)
    return json(c, await store.transaction((trx) => trx.records(collection).replace({ ...record, read })))
  })
  app.delete(`${route}/:id`, async (c) => {
    await requireAdmin(store, c.req.raw)
    await store.transaction(async (trx) => {
      const record = await trx.records(collection).remove(c.req.param('id'))
      if (!record) throw notFound(label)
      await onDelete(trx, record)
    })
    return noContent(c)
  })
}

/** Takes a seat by the shared rule (pickSession); when another registration took the last one first, asks again. */
async function reserveSeat(trx: Store, packageId: TrainingPackage['id'], sessionId: string | undefined) {
  for (;;) {
    const session = pickSession(await trx.records('trainingSessions').all<TrainingSession>(), packageId, sessionId)
    if (!session) return null
    const taken = await trx.seats.take(session.id)
    if (taken) return taken
  }
}

export function inquiryRoutes(app: Hono, { store }: ApiDeps) {
  app.post('/contact-messages', async (c) => {
    const input = await readBody(c.req.raw, contactInputSchema)
    const message = { ...input, id: randomId('message'), createdAt: new Date().toISOString(), read: false }
    await store.transaction((trx) => trx.records('contactMessages').insert(message))
    return created(c, message, `/contact-messages/${message.id}`)
  })
  inboxRoutes(app, store, '/contact-messages', 'contactMessages', 'Message')

  app.post('/registrations', async (c) => {
    const input = await readBody(c.req.raw, registrationInputSchema)
    const registration = await store.transaction(async (trx) => {
      const pkg = await findIn<TrainingPackage>(trx.records('trainingPackages'), input.trainingPackage, 'Training package')
      const session = await reserveSeat(trx, pkg.id, input.sessionId)
      const settings = await trx.records('siteSettings').first<SiteSettings>()
      const record = await trx.records('registrations').insert(registrationRecordOf(input, pkg, session, settings, randomId('registration')))
      await trx.outbox.enqueue(record.notificationEmail)
      return record
    })
    return created(c, registration, `/registrations/${registration.id}`)
  })
  inboxRoutes(app, store, '/registrations', 'registrations', 'Registration', async (trx, record) => {
    const sessionId = seatHeldBy(record as unknown as Registration)
    if (sessionId) await trx.seats.giveBack(sessionId)
  })
}
