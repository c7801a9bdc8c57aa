import type { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { HttpError } from '../rules/http-error'
import { CANCELLABLE, PAYABLE, STATUS_TEXT, statusOf, type RegistrationStatus } from '../../src/api/rules/registration-lifecycle'
import type { Registration, SiteSettings } from '../../src/api/schemas'
import { findIn, json, type ApiDeps } from '../context'
import { queuePaidEmail, queuePaymentEmail } from '../mail/queue'
import { moveRegistration } from '../registrations/lifecycle'
import type { Store } from '../store'
import { endpoint } from './endpoint'

const notFrom = (status: RegistrationStatus, action: string) =>
  new HttpError(409, `A registration that is ${STATUS_TEXT[status].toLowerCase()} cannot be ${action}.`)

type Act = { from: readonly RegistrationStatus[]; to: RegistrationStatus; action: string; changes?: Partial<Registration> }

/** Moves a registration an admin acts on; 409 when its status does not allow it or changed meanwhile. */
async function act(store: Store, id: string, { from, to, action, changes }: Act) {
  return store.transaction(async (trx) => {
    const before = await findIn<Registration>(trx.records('registrations'), id, 'Registration')
    const status = statusOf(before)
    if (!from.includes(status)) throw notFrom(status, action)
    const moved = await moveRegistration(trx, { ...before, status }, to, changes)
    if (!moved) throw new HttpError(409, 'This registration changed meanwhile. Reload it and try again.')
    if (to === 'paid') await queuePaidEmail(trx, moved.registration)
    return moved.registration
  })
}

/**
 * Queues the registrant's payment e-mail again (lost, or in spam): only while the registration awaits payment, and
 * only when it can be written (a 409 otherwise, so the admin is never told of an e-mail that was not sent).
 */
async function resendPaymentEmail(store: Store, id: string) {
  return store.transaction(async (trx) => {
    const stored = await findIn<Registration>(trx.records('registrations'), id, 'Registration')
    const registration: Registration = { ...stored, status: statusOf(stored), holdExpiresAt: stored.holdExpiresAt ?? null }
    if (!PAYABLE.includes(registration.status)) throw notFrom(registration.status, 'sent a payment e-mail')
    const settings = await trx.records('siteSettings').first<SiteSettings>()
    const pkg = await trx.records('trainingPackages').get(registration.trainingPackage)
    if (!settings || !pkg)
      throw new HttpError(409, 'The payment e-mail cannot be written: the site settings or its training package are missing.')
    await queuePaymentEmail(trx, registration)
    return registration
  })
}

/**
 * An admin cancels a registration (its seat goes to the first person waiting, or back) or records a bank transfer with
 * what proves it (the registrant is told it is paid, as after an online payment), or sends the payment e-mail again.
 */
export function registrationLifecycleRoutes(app: Hono, { store }: ApiDeps) {
  endpoint(app, store, endpoints.cancelRegistration, async (c) =>
    json(c, await act(store, c.req.param('id')!, { from: CANCELLABLE, to: 'cancelled', action: 'cancelled' })),
  )
  endpoint(app, store, endpoints.markRegistrationPaid, async (c, { body, admin }) => {
    const { proof } = await body()
    const paid = { at: new Date().toISOString(), via: 'bank-transfer' as const, proof, recordedBy: admin.email }
    return json(c, await act(store, c.req.param('id')!, { from: PAYABLE, to: 'paid', action: 'marked as paid', changes: { paid } }))
  })
  endpoint(app, store, endpoints.resendRegistrationEmail, async (c) =>
    json(c, await resendPaymentEmail(store, c.req.param('id')!)),
  )
}
