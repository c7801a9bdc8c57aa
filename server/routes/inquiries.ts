import type { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { randomId } from '../../src/api/registry/collection-rules'
import { collectionOf } from '../../src/api/registry/collections'
import { notFound } from '../../src/api/rules/http-error'
import { pickSession, registrationRecordOf, seatHeldBy } from '../../src/api/rules/seat-reservation'
import type { Registration, SiteSettings, TrainingPackage, TrainingSession } from '../../src/api/schemas'
import { created, findIn, json, noContent, type ApiDeps } from '../context'
import type { Row, Store } from '../store'
import { endpoint } from './endpoint'
import { listRoute } from './list'
import { admitPublicWrite } from './public-write-guard'
import { existingRegistration, pretendRegistration } from './repeat-registration'

type InboxEndpoints = {
  get: typeof endpoints.getContactMessage | typeof endpoints.getRegistration
  mark: typeof endpoints.markContactMessage | typeof endpoints.markRegistration
  remove: typeof endpoints.deleteContactMessage | typeof endpoints.deleteRegistration
}

/**
 * Personal data: listed, read, marked and deleted by a signed-in admin only. `onDelete` runs in the deletion's
 * transaction, once the record is gone.
 */
function inboxRoutes(
  app: Hono,
  store: Store,
  collection: 'contactMessages' | 'registrations',
  label: string,
  routes: InboxEndpoints,
  onDelete: (trx: Store, record: Row) => Promise<void> = async () => undefined,
) {
  listRoute(app, store, collectionOf(collection))
  endpoint(app, store, routes.get, async (c) => json(c, await findIn(store.records(collection), c.req.param('id')!, label)))
  endpoint(app, store, routes.mark, async (c, { body }) => {
    const record = await findIn<Row>(store.records(collection), c.req.param('id')!, label)
    const { read } = await body()
    return json(c, await store.transaction((trx) => trx.records(collection).replace({ ...record, read })))
  })
  endpoint(app, store, routes.remove, async (c) => {
    await store.transaction(async (trx) => {
      const record = await trx.records(collection).remove(c.req.param('id')!)
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

export function inquiryRoutes(app: Hono, deps: ApiDeps) {
  const { store } = deps
  endpoint(app, store, endpoints.sendContactMessage, async (c, { body }) => {
    const { fields: input, pretend } = await admitPublicWrite(c, deps, 'contactMessages', await body())
    const message = { ...input, id: randomId('message'), createdAt: new Date().toISOString(), read: false }
    if (!pretend) await store.transaction((trx) => trx.records('contactMessages').insert(message))
    return created(c, message, `/contact-messages/${message.id}`)
  })
  inboxRoutes(app, store, 'contactMessages', 'Message', {
    get: endpoints.getContactMessage,
    mark: endpoints.markContactMessage,
    remove: endpoints.deleteContactMessage,
  })

  endpoint(app, store, endpoints.register, async (c, { body }) => {
    const { fields: input, pretend } = await admitPublicWrite(c, deps, 'registrations', await body())
    if (pretend) return pretendRegistration(c, store, input)
    let repeated = false
    const registration = await store.transaction(async (trx) => {
      const existing = await existingRegistration(trx, input)
      if (existing) {
        repeated = true
        return existing
      }
      const pkg = await findIn<TrainingPackage>(trx.records('trainingPackages'), input.trainingPackage, 'Training package')
      const session = await reserveSeat(trx, pkg.id, input.sessionId)
      const settings = await trx.records('siteSettings').first<SiteSettings>()
      const record = await trx.records('registrations').insert(registrationRecordOf(input, pkg, session, settings, randomId('registration')))
      await trx.outbox.enqueue(record.notificationEmail)
      return record
    })
    if (repeated) return json(c, registration)
    return created(c, registration, `/registrations/${registration.id}`)
  })
  inboxRoutes(
    app,
    store,
    'registrations',
    'Registration',
    { get: endpoints.getRegistration, mark: endpoints.markRegistration, remove: endpoints.deleteRegistration },
    async (trx, record) => {
      const sessionId = seatHeldBy(record as unknown as Registration)
      if (sessionId) await trx.seats.giveBack(sessionId)
    },
  )
}
