/** The random part of a payment reference: a UUID, 36 characters. */
const RANDOM_LENGTH = 36
const PREFIX = 'pay-'
const PAYSTACK_SAFE = /^[A-Za-z0-9.=-]+$/

/**
 * A payment reference: unguessable (the reference alone reads the registration's status) and naming its registration,
 * so a webhook or a returning visitor finds it by id, not by reading every registration. Paystack takes letters,
 * digits, `-`, `.` and `=`.
 */
export const newPaymentReference = (registrationId: string) =>
  `${PREFIX}${crypto.randomUUID()}${PAYSTACK_SAFE.test(registrationId) ? `-${registrationId}` : ''}`

const SHAPE = /^pay-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-[A-Za-z0-9.=-]+)?$/

/** Whether `reference` has the shape of one this API makes (`pay-<uuid>`, or `pay-<uuid>-<id>`): others name nothing. */
export const isPaymentReference = (reference: string) => reference.length <= 200 && SHAPE.test(reference)

/** The registration a reference names; undefined for one made before references named theirs (`pay-<uuid>`). */
export function registrationIdIn(reference: string): string | undefined {
  const at = PREFIX.length + RANDOM_LENGTH
  return reference.startsWith(PREFIX) && reference[at] === '-' && reference.length > at + 1 ? reference.slice(at + 1) : undefined
}
