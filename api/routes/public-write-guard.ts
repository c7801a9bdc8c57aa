import type { Context } from 'hono'
import { HttpError } from '../rules/http-error'
import {
  FILLED_TOO_FAST,
  PUBLIC_WRITE_RULES,
  TOO_MANY_WRITES,
  type PublicForm,
  type WriteLimit,
} from '../rules/public-writes'
import { HONEYPOT_FIELD } from '../../src/api/rules/honeypot'
import { withoutGuardFields, type FormGuardFields } from '../../src/api/schemas/form-guard'
import type { ApiDeps } from '../context'
import type { Store } from '../store'

type Guarded = FormGuardFields & { email: string }

/** The fields to store, and whether the write is only pretended (a script filled the honeypot). */
export type Admitted<T extends Guarded> = { fields: Omit<T, keyof FormGuardFields>; pretend: boolean }

/**
 * Before a public form's write: counts it against its client address and its e-mail (429 with Retry-After past
 * either limit), then tells a script that filled the honeypot to be answered as if stored, and refuses a form
 * sent sooner than a person could fill it in (422).
 */
export async function admitPublicWrite<T extends Guarded>(c: Context, deps: ApiDeps, form: PublicForm, input: T): Promise<Admitted<T>> {
  const rules = publicRulesOf(deps)
  const { perAddress, perEmail } = rules.limits[form]
  await take(deps.store, `${form}:address:${deps.clientAddress?.(c) ?? 'local'}`, perAddress)
  await take(deps.store, `${form}:email:${input.email.trim().toLowerCase()}`, perEmail)
  const fields = withoutGuardFields(input)
  if (input[HONEYPOT_FIELD]?.trim()) return { fields, pretend: true }
  if (input.fillMs !== undefined && input.fillMs < rules.minFillMs) throw new HttpError(422, FILLED_TOO_FAST)
  return { fields, pretend: false }
}

/** The public routes' abuse rules now: the product's, unless a test or the host set others. */
export const publicRulesOf = (deps: ApiDeps) => deps.publicWrites?.() ?? PUBLIC_WRITE_RULES

/** Counts one use of `key` against `limit`, or refuses it: 429 with `message` and Retry-After. */
export async function take(store: Store, key: string, { max, windowMs }: WriteLimit, message = TOO_MANY_WRITES) {
  const answer = await store.limits.take(key, windowMs, max)
  if (answer.taken) return
  const retryAfter = Math.max(1, Math.ceil(answer.retryAfterMs / 1000))
  throw new HttpError(429, message, [], { 'Retry-After': String(retryAfter) })
}
