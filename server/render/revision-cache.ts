// Answers kept for one generation of the content (the content revision and the Lagos day): the rendered pages
// (live-pages.ts) and the public API reads (server/http/public-read-cache.ts). docs/decisions/017 and 022.

export type CacheBounds<T> = {
  /** At most this many keys (an unknown path or a random query string is kept too: it must not grow without end). */
  maxEntries: number
  /** At most this many bytes of answers, as `sizeOf` counts them. */
  maxBytes: number
  sizeOf: (value: T) => number
  /** Whether an answer may be kept (an error, or a route whose answer depends on more than the content, may not). */
  keep?: (value: T, key: string) => boolean
}

type Make<T> = (key: string, day: string, revision: number) => Promise<T>

type Entry<T> = {
  /** The answer of the current generation, made once for every request that asks while it is made. */
  current?: Promise<T> | undefined
  revision: number
  day: string
  /** The last answer made whole, of any generation: what a failed render falls back on. */
  last?: T | undefined
  bytes: number
}

/**
 * Answers per key, each made once (requests for a key being made wait for it), stale once the generation (content
 * revision, day) moves on. An answer started under an older generation is never served for a newer one; an older
 * generation read late (by a request that started earlier) is served the newer answers. Least recently used keys go
 * first when there are more than `maxEntries` or their answers hold more than `maxBytes`.
 */
export class RevisionCache<T> {
  private revision = -1
  private day = ''
  private bytes = 0
  private readonly entries = new Map<string, Entry<T>>()

  /** `make`: how an answer is made, unless the caller of `get` says (a request's own route, for the API). */
  constructor(
    private readonly bounds: CacheBounds<T>,
    private readonly make: Make<T> = () => Promise.reject(new Error('RevisionCache: no way to make an answer')),
  ) {}

  get(key: string, revision: number, day: string, make: Make<T> = this.make): Promise<T> {
    if (revision > this.revision || day !== this.day) {
      this.revision = revision
      this.day = day
    }
    const entry = this.entries.get(key) ?? { revision: -1, day: '', bytes: 0 }
    this.entries.delete(key)
    this.entries.set(key, entry)
    if (entry.current && entry.revision === this.revision && entry.day === this.day) return entry.current
    const making = make(key, this.day, this.revision)
    Object.assign(entry, { current: making, revision: this.revision, day: this.day })
    making.then(
      (value) => {
        if (entry.current !== making || this.entries.get(key) !== entry) return
        if (this.bounds.keep && !this.bounds.keep(value, key)) return this.remove(key, entry)
        this.bytes += this.bounds.sizeOf(value) - entry.bytes
        entry.bytes = this.bounds.sizeOf(value)
        entry.last = value
        this.evict()
      },
      () => {
        if (entry.current !== making) return
        entry.current = undefined
        if (!entry.last) this.remove(key, entry)
      },
    )
    this.evict()
    return making
  }

  /**
   * Whether `get(key, revision, day)` would be answered without making anything: an answer of that generation is
   * kept or being made. Otherwise it is a miss, which the caller may refuse (a client that has missed too often).
   */
  holds(key: string, revision: number, day: string): boolean {
    const newer = revision > this.revision || day !== this.day
    const entry = this.entries.get(key)
    return (
      Boolean(entry?.current) && entry!.revision === (newer ? revision : this.revision) && entry!.day === (newer ? day : this.day)
    )
  }

  /** The last answer made for `key` (of this generation or an older one), if it is still kept. */
  last(key: string): T | undefined {
    return this.entries.get(key)?.last
  }

  get size() {
    return this.entries.size
  }

  /** The bytes of the answers kept, as `sizeOf` counts them. */
  get byteSize() {
    return this.bytes
  }

  private remove(key: string, entry = this.entries.get(key)) {
    if (!entry || this.entries.get(key) !== entry) return
    this.bytes -= entry.bytes
    this.entries.delete(key)
  }

  private evict() {
    while (this.entries.size > this.bounds.maxEntries || this.bytes > this.bounds.maxBytes) {
      const oldest = this.entries.keys().next()
      if (oldest.done) return
      this.remove(oldest.value)
    }
  }
}
