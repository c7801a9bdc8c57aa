import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { KeyValueStorage } from './local-store'

/**
 * localStorage's interface over one JSON file, for the mock API on a port (Node only): every change is written
 * (whole file, atomically: a temporary file renamed over it) before setItem returns, so a write is on disk before
 * the handler answers, as in the browser. One process owns the file.
 */
export class FileStorage implements KeyValueStorage {
  private readonly items: Map<string, string>

  constructor(readonly file: string) {
    this.items = readItems(file)
  }

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
    const previous = this.items.get(key)
    this.items.set(key, String(value))
    this.save(() => (previous === undefined ? this.items.delete(key) : this.items.set(key, previous)))
  }
  removeItem(key: string): void {
    if (!this.items.has(key)) return
    const previous = this.items.get(key)!
    this.items.delete(key)
    this.save(() => this.items.set(key, previous))
  }

  /** On failure the change is undone in memory and the error thrown: the store then reports the write as failed. */
  private save(undo: () => unknown): void {
    try {
      mkdirSync(dirname(this.file), { recursive: true })
      const temporary = `${this.file}.${process.pid}.tmp`
      writeFileSync(temporary, JSON.stringify(Object.fromEntries(this.items), null, 1))
      renameSync(temporary, this.file)
    } catch (error) {
      undo()
      throw error
    }
  }
}

/** The stored keys; a file that cannot be read is moved aside (kept, not lost) and the store starts empty. */
function readItems(file: string): Map<string, string> {
  if (!existsSync(file)) return new Map()
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not a JSON object')
    return new Map(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  } catch (error) {
    const aside = `${file}.unreadable-${Date.now()}`
    renameSync(file, aside)
    console.warn(`[mock api] ${file} could not be read (${(error as Error).message}); moved to ${aside}, starting from the seed`)
    return new Map()
  }
}
