import { z } from 'zod'
import { HONEYPOT_FIELD } from '../rules/honeypot'

/**
 * What a public form sends beside its fields so the API can tell people from scripts: the honeypot (hidden from
 * people, so only a script fills it) and how long the form was shown before it was sent. Both optional: an API
 * client without a form sends neither.
 */
export const formGuardFields = {
  [HONEYPOT_FIELD]: z.string().max(2000).optional().meta({ description: 'Leave out or empty: a hidden field only scripts fill.' }),
  fillMs: z
    .number()
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .meta({ description: 'Milliseconds between showing the form and sending it; a form sent too soon is refused (422).' }),
} as const

export type FormGuardFields = { [HONEYPOT_FIELD]?: string; fillMs?: number }

/** The input without the guard's fields: what is stored. */
export function withoutGuardFields<T extends FormGuardFields>(input: T): Omit<T, keyof FormGuardFields> {
  const { [HONEYPOT_FIELD]: _honeypot, fillMs: _fillMs, ...fields } = input
  return fields
}
