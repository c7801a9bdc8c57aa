import type { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { HttpError } from '../../src/api/rules/http-error'
import { CANCELLABLE, PAYABLE, STATUS_TEXT, statusOf, type RegistrationStatus } from '../../src/api/rules/registration-lifecycle'
import type { Registration } from '../../src/api/schemas'
import { findIn, json, type ApiDeps } from '../context'
import { moveRegistration } from '../registrations/lifecycle'
import type { Store } from '../store'
import { endpoint } from './endpoint'

const notFrom = (status: RegistrationStatus, action: string) =>
  new HttpError(409, `A registration that is ${STATUS_TEXT[status].toLowerCase()} cannot be ${action}.`)

/** Moves a registration an admin acts on; 409 when its status does not allow it or changed meanwhile. */
async function act(store: Store, id: string, from: readonly RegistrationStatus[], to: RegistrationStatus, action: string) {
  return store.transaction(async (trx) => {
    const before = await findIn<Registration>(trx.records('registrations'), id, 'Registration')
    const status = statusOf(before)
    if (!from.includes(status)) throw notFrom(status, action)
    const moved = await moveRegistration(trx, { ...before, status }, to)
    if (!moved) throw new HttpError(409, 'This registration changed meanwhile. Reload it and try again.')
    return moved.registration
  })
}

/** An admin cancels a registration (its seat goes to the first person waiting, or back) or records a bank transfer. */
export function registrationLifecycleRoutes(app: Hono, { store }: ApiDeps) {
  endpoint(app, store, endpoints.cancelRegistration, async (c) =>
    json(c, await act(store, c.req.param('id')!, CANCELLABLE, 'cancelled', 'cancelled')),
  )
  endpoint(app, store, endpoints.markRegistrationPaid, async (c) =>
    json(c, await act(store, c.req.param('id')!, PAYABLE, 'paid', 'marked as paid')),
  )
}
