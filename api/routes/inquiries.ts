import type { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { randomId } from '../registry/collection-rules'
import { collectionOf } from '../../src/api/registry/collections'
import { notFound } from '../rules/http-error'
import { PUBLIC_WRITE_RULES } from '../rules/public-writes'
import type { Registration } from '../../src/api/schemas'
import { created, findIn, json, noContent, type ApiDeps } from '../context'
import { queueAlreadyRegisteredEmail, queueContactEmails, queueRegistrationEmails } from '../mail/queue'
import type { Row, Store } from '../store'
import { freeSeatOf } from '../registrations/lifecycle'
import { placeRegistration } from '../registrations/place'
import { onlinePaymentsOf } from '../payments/online-payments'
import { startPayment } from '../payments/start'
import { endpoint } from './endpoint'
import { listRoute } from './list'
import { admitPublicWrite } from './public-write-guard'
import { alreadyRegisteredAnswer, existingRegistration, pretendRegistration } from './repeat-registration'

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

export function inquiryRoutes(app: Hono, deps: ApiDeps) {
  const { store } = deps
  endpoint(app, store, endpoints.sendContactMessage, async (c, { body }) => {
    const { fields: input, pretend } = await admitPublicWrite(c, deps, 'contactMessages', await body())
    const message = { ...input, id: randomId('message'), createdAt: new Date().toISOString(), read: false }
    if (!pretend)
      await store.transaction(async (trx) => {
        await trx.records('contactMessages').insert(message)
        await queueContactEmails(trx, message)
      })
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
    const placement = {
      network: (await deps.clientNetwork?.(c)) ?? 'local',
      holdShare: (deps.publicWrites?.() ?? PUBLIC_WRITE_RULES).holdShare,
    }
    const registration = await store.transaction(async (trx) => {
      const existing = await existingRegistration(trx, input)
      if (existing) {
        await queueAlreadyRegisteredEmail(trx, existing)
        return null
      }
      const record = await placeRegistration(trx, input, placement)
      await queueRegistrationEmails(trx, record)
      return record
    })
    if (!registration) return json(c, alreadyRegisteredAnswer(input))
    // The provider's checkout, for the payment dialog's "Pay online" (a network call: after the transaction). The
    // e-mails link the registration's payment page, which starts it later if the provider cannot be reached now.
    const withPayment = await startPayment(store, onlinePaymentsOf(deps), registration)
    // The registrant's answer is what they sent and what it took; the hash of their network stays with the staff.
    const { network: _network, networkHolds: _holds, ...answer } = withPayment
    return created(c, answer, `/registrations/${withPayment.id}`)
  })
  inboxRoutes(
    app,
    store,
    'registrations',
    'Registration',
    { get: endpoints.getRegistration, mark: endpoints.markRegistration, remove: endpoints.deleteRegistration },
    async (trx, record) => void (await freeSeatOf(trx, record as unknown as Registration)),
  )
}
