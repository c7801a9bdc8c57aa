import type { HoldShare } from '../../src/api/rules/seat-limits'

/** How often one client may write through a public form, counted in a sliding window. */
export type WriteLimit = { max: number; windowMs: number }

export type PublicForm = 'contactMessages' | 'registrations'


/** The abuse rules of the public forms, applied alike by the server and the mock. */
export type PublicWriteRules = {
  /** A form sent sooner than this after it was shown is refused: people take longer to fill one in. */
  minFillMs: number
  limits: Record<PublicForm, { perAddress: WriteLimit; perEmail: WriteLimit }>
  /**
   * A payment's status and checkout (GET /payments/:reference, its POST …/checkout), per client address; unset: the
   * payment routes' own (api/routes/payments.ts), kept out of the public forms' JavaScript.
   */
  paymentLookups?: WriteLimit
  /** How many unpaid seats of one session one client network may hold (unpaidHoldCap, seat-limits.ts). */
  holdShare: HoldShare
}

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

export const PUBLIC_WRITE_RULES: PublicWriteRules = {
  minFillMs: 3000,
  limits: {
    // An office behind one address may send a few messages an hour; a script sending hundreds may not.
    contactMessages: { perAddress: { max: 10, windowMs: HOUR }, perEmail: { max: 5, windowMs: HOUR } },
    // A family or a training centre registering several people from one address, but not a script holding seats.
    registrations: { perAddress: { max: 5, windowMs: HOUR }, perEmail: { max: 3, windowMs: 24 * HOUR } },
  },
  // A third of a session's seats, and never fewer than 5: the limit per address above lets a family or a training centre
  // register 5 people in an hour, and the cap must not refuse them (docs/decisions/025).
  holdShare: { share: 1 / 3, atLeast: 5 },
}

/** The rules with limits no client reaches (load tests, and tests that post more than a person would). */
export const WITHOUT_LIMITS: PublicWriteRules = {
  ...PUBLIC_WRITE_RULES,
  limits: {
    contactMessages: { perAddress: { max: 1_000_000, windowMs: 1000 }, perEmail: { max: 1_000_000, windowMs: 1000 } },
    registrations: { perAddress: { max: 1_000_000, windowMs: 1000 }, perEmail: { max: 1_000_000, windowMs: 1000 } },
  },
  paymentLookups: { max: 1_000_000, windowMs: 1000 },
  holdShare: { share: 1, atLeast: Number.MAX_SAFE_INTEGER },
}


export const TOO_MANY_WRITES = 'Too many submissions from here. Please try again later.'
export const FILLED_TOO_FAST = 'That was quicker than we expected. Please check your details and send the form again.'
