import type { Charge, PaymentProvider } from './provider'

/** How long the provider's answer for one reference is kept: a page reloaded in a loop asks the provider once. */
export const VERIFY_MEMO_MS = 30_000
/** References remembered at most; past it the oldest are forgotten first (each would only be asked again). */
const MEMO_SIZE = 10_000

/**
 * The provider's verify, asked at most once per reference per `windowMs` on this instance: the answer (or the call
 * under way, shared by requests that arrive meanwhile) is kept that long. A failed call is kept too, as no charge.
 */
export function memoizedVerify(provider: Pick<PaymentProvider, 'verify'>, windowMs = VERIFY_MEMO_MS) {
  const memo = new Map<string, { at: number; charge: Promise<Charge | null> }>()
  return (reference: string): Promise<Charge | null> => {
    const now = Date.now()
    const kept = memo.get(reference)
    if (kept && now - kept.at < windowMs) return kept.charge
    memo.delete(reference)
    if (memo.size >= MEMO_SIZE) {
      for (const [key, entry] of memo) if (now - entry.at >= windowMs) memo.delete(key)
      while (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!)
    }
    const charge = provider.verify(reference).catch(() => null)
    memo.set(reference, { at: now, charge })
    return charge
  }
}
