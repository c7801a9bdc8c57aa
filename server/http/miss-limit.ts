// Cache misses per client: a page rendered or a public read run for a key no cache holds (or a search, which no
// cache keeps) is work anyone can ask for; a client's share of it is limited (docs/decisions/027-cache-keys-and-outages.md).
import type { Context } from 'hono'
import { networkOf } from '../client-address'

/**
 * Per client (an IPv4 address, an IPv6 /64): 60 misses at once, then 10 a second; the buckets of at most 10,000
 * clients are kept (the least recently seen go first). A visitor misses once per page after each write, and a search
 * per typed query: far below it, even for the many people a carrier puts behind one address.
 * A refusal is held `holdMs` before it is sent, as a proxy's request limit delays the excess: a client that asks again
 * as soon as it is answered (a flood's loop) then asks about once a second instead of hundreds of times, and costs
 * the visitors beside it nothing while it waits. At most `holdsAtOnce` refusals wait; past that they go at once.
 */
export const CACHE_MISS_LIMIT = { burst: 60, perSecond: 10, clients: 10_000, holdMs: 1000, holdsAtOnce: 1000 }
export type CacheMissRules = typeof CACHE_MISS_LIMIT

/**
 * 0 when the request may miss the caches (the miss is counted), else the seconds its client waits before it may
 * (answered after MissLimit's hold): how the page and API caches ask.
 */
export type AdmitMiss = (c: Context) => Promise<number>

type Bucket = { tokens: number; at: number }

/** A token bucket per client group, in this process's memory (each instance limits what it is asked). */
export class MissLimit {
  private readonly buckets = new Map<string, Bucket>()
  private holding = 0

  constructor(
    private readonly rules: CacheMissRules = CACHE_MISS_LIMIT,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * Counts a miss for `address` and answers 0, or, when its client has used its share, the seconds until it has one
   * again (nothing counted). `undefined`: a request made inside the process (a render's own reads), never limited.
   */
  take(address: string | undefined): number {
    if (address === undefined) return 0
    const key = networkOf(address)
    const now = this.now()
    const bucket = this.buckets.get(key) ?? { tokens: this.rules.burst, at: now }
    this.buckets.delete(key)
    this.buckets.set(key, bucket)
    bucket.tokens = Math.min(this.rules.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.rules.perSecond)
    bucket.at = now
    while (this.buckets.size > this.rules.clients) this.buckets.delete(this.buckets.keys().next().value!)
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1
      return 0
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.rules.perSecond))
  }

  /** take(), a refusal held `holdMs` first (while fewer than `holdsAtOnce` are held). */
  async admit(address: string | undefined): Promise<number> {
    const retryAfter = this.take(address)
    if (retryAfter === 0 || this.rules.holdMs <= 0 || this.holding >= this.rules.holdsAtOnce) return retryAfter
    this.holding++
    try {
      await new Promise((held) => setTimeout(held, this.rules.holdMs))
    } finally {
      this.holding--
    }
    return retryAfter
  }
}
