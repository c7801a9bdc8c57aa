import type { ApiDeps } from '../context'
import type { OnlinePayments } from './provider'
import { simulatedPayments } from './simulated'

const simulated = simulatedPayments()

/** The API's online payments: as its host set them, or simulated on the browser store (the demo, tests). */
export const onlinePaymentsOf = (deps: Pick<ApiDeps, 'payments'>): OnlinePayments => deps.payments ?? simulated
