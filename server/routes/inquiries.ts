import type { Hono } from 'hono'
import { randomId } from '../../src/api/registry/collection-rules'
import { collectionOf } from '../../src/api/registry/collections'
import { readBody } from '../../src/api/rules/read-body'
import { notFound } from '../../src/api/rules/http-error'
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
import { requireAdmin } from '../auth/sessions'
import { created, inTransaction, json, noContent, type ServerDeps } from '../context'
import type { Db } from '../db/connect'
import { listInStore } from '../db/list-sql'
import { giveSeatBack, recordsOf, takeSeat, type Row } from '../db/records'
import { enqueueEmail } from '../mail/outbox'

/**
 * Personal data: read, marked and deleted by a signed-in admin only. `onDelete` runs in the deletion's transaction,
 * once the record is gone.
 */
function inboxRoutes(
  app: Hono,
  db: Db,
  route: string,
  collection: 'contactMessages' | 'registrations',
  label: string,
  onDelete: (trx: Db, record: Row) => Promise<void> = async () => undefined,
) {
  const find = (id: string) => recordsOf(db, collection).find(id, label)
  app.get(route, async (c) => {
    await requireAdmin(db, c.req.raw)
    return json(c, await listInStore(db, collectionOf(collection), c.req.url))
  })
  app.get(`${route}/:id`, async (c) => {
    await requireAdmin(db, c.req.raw)
    return json(c, await find(c.req.param('id')))
  })
  app.patch(`${route}/:id`, async (c) => {
    await requireAdmin(db, c.req.raw)
    const record = await find(c.req.param('id'))
    const { read } = await readBody(c.req.raw, readStateInputSchema)
    return json(c, await inTransaction(db, (trx) => recordsOf(trx, collection).replace({ ...record, read })))
  })
  app.delete(`${route}/:id`, async (c) => {
    await requireAdmin(db, c.req.raw)
    await inTransaction(db, async (trx) => {
      const record = await recordsOf(trx, collection).remove(c.req.param('id'))
      if (!record) throw notFound(label)
      await onDelete(trx, record)
    })
    return noContent(c)
  })
}

/** Takes a seat by the shared rule (pickSession); when another registration took the last one first, asks again. */
async function reserveSeat(trx: Db, packageId: TrainingPackage['id'], sessionId: string | undefined) {
  for (;;) {
    const session = pickSession(await recordsOf(trx, 'trainingSessions').all<TrainingSession>(), packageId, sessionId)
    if (!session) return null
    const taken = await takeSeat(trx, session.id)
    if (taken) return taken as unknown as TrainingSession
  }
}

export function inquiryRoutes(app: Hono, { db }: ServerDeps) {
  app.post('/contact-messages', async (c) => {
    const input = await readBody(c.req.raw, contactInputSchema)
    const message = { ...input, id: randomId('message'), createdAt: new Date().toISOString(), read: false }
    await inTransaction(db, (trx) => recordsOf(trx, 'contactMessages').insert(message))
    return created(c, message, `/contact-messages/${message.id}`)
  })
  inboxRoutes(app, db, '/contact-messages', 'contactMessages', 'Message')

  app.post('/registrations', async (c) => {
    const input = await readBody(c.req.raw, registrationInputSchema)
    const registration = await inTransaction(db, async (trx) => {
      const pkg = await recordsOf(trx, 'trainingPackages').find<TrainingPackage>(input.trainingPackage, 'Training package')
      const session = await reserveSeat(trx, pkg.id, input.sessionId)
      const settings = await recordsOf(trx, 'siteSettings').first<SiteSettings>()
      const record = await recordsOf(trx, 'registrations').insert(
        registrationRecordOf(input, pkg, session, settings, randomId('registration')),
      )
      await enqueueEmail(trx, record.notificationEmail)
      return record
    })
    return created(c, registration, `/registrations/${registration.id}`)
  })
  inboxRoutes(app, db, '/registrations', 'registrations', 'Registration', async (trx, record) => {
    const sessionId = seatHeldBy(record as unknown as Registration)
    if (sessionId) await giveSeatBack(trx, sessionId)
  })
}
