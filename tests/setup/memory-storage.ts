/** A Storage that lives in memory, like localStorage in a fresh browser profile (shared by "tabs" in tests). */
export class MemoryStorage {
  readonly items = new Map<string, string>()
  /** Every setItem and removeItem, by key: what a write cost. */
  readonly writes: string[] = []
  get length(): number {
    return this.items.size
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    this.writes.push(key)
    this.items.set(key, String(value))
  }
  removeItem(key: string): void {
    this.writes.push(key)
    this.items.delete(key)
  }
  keysStartingWith(prefix: string): string[] {
    return [...this.items.keys()].filter((key) => key.startsWith(prefix))
  }
}
