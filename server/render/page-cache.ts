// The rendered public pages, kept until the content revision or the Lagos day changes.

/** At most this many paths are kept (an unknown path is kept too, so that scanning paths cannot grow it unbounded). */
const MAX_PAGES = 1000

/**
 * Answers per path, each rendered once (requests for a path being rendered wait for that render), all dropped when
 * the generation (content revision, day) moves on. A render started under an older generation is never kept for a
 * newer one; an older generation read late (by a request that started earlier) is served the newer pages.
 */
export class PageCache<T> {
  private revision = -1
  private day = ''
  private readonly pages = new Map<string, Promise<T>>()

  constructor(private readonly render: (path: string, day: string, revision: number) => Promise<T>) {}

  get(path: string, revision: number, day: string): Promise<T> {
    if (revision > this.revision || day !== this.day) {
      this.pages.clear()
      this.revision = revision
      this.day = day
    }
    const kept = this.pages.get(path)
    if (kept) return kept
    const rendering = this.render(path, this.day, this.revision)
    this.pages.set(path, rendering)
    rendering.catch(() => {
      if (this.pages.get(path) === rendering) this.pages.delete(path)
    })
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string)
    return rendering
  }

  get size() {
    return this.pages.size
  }
}
