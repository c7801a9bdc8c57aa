import type { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { HttpError } from '../../src/api/rules/http-error'
import { CANCELLABLE, PAYABLE, STATUS_TEXT, statusOf, type RegistrationStatus } from '../../src/api/rules/registration-lifecycle'
import type { Registration } from '../../src/api/schemas'
import { findIn, json, type ApiDeps } from '../context'
import { queuePaidEmail } from '../mail/queue'
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
 * An admin cancels a registration (its seat goes to the first person waiting, or back) or records a bank transfer with
 * what proves it; the registrant is told it is paid, as after an online payment.
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
}
