import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { StorageFullError, type KeyValueStorage } from './local-store'

/**
 * localStorage's interface over one JSON file, for the mock API on a port (Node only). A write of several keys is
 * saved once, by `flush()` (the store calls it before the write is answered; an error there fails the write), or
 * else at the end of the current task. Saving replaces the whole file atomically (a temporary file renamed over
 * it). One process owns the file.
 */
export class FileStorage implements KeyValueStorage {
  private readonly items: Map<string, string>
  private keys: string[] | null = null
  private dirty = false
  private scheduled = false

  constructor(readonly file: string) {
    this.items = readItems(file)
  }

  get length(): number {
    return this.items.size
  }
  key(index: number): string | null {
    this.keys ??= [...this.items.keys()]
    return this.keys[index] ?? null
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    if (!this.items.has(key)) this.keys = null
    this.items.set(key, String(value))
    this.changed()
  }
  removeItem(key: string): void {
    if (!this.items.delete(key)) return
    this.keys = null
    this.changed()
  }

  flush(): void {
    if (!this.dirty) return
    try {
      mkdirSync(dirname(this.file), { recursive: true })
      const temporary = `${this.file}.${process.pid}.tmp`
      writeFileSync(temporary, JSON.stringify(Object.fromEntries(this.items), null, 1))
      renameSync(temporary, this.file)
    } catch (error) {
      throw new StorageFullError(`The data file ${this.file} could not be written (${(error as NodeJS.ErrnoException).code ?? 'error'}): the change was not saved.`)
    }
    this.dirty = false
  }

  private changed(): void {
    this.dirty = true
    if (this.scheduled) return
    this.scheduled = true
    queueMicrotask(() => {
      this.scheduled = false
      try {
        this.flush()
      } catch (error) {
        console.error(`[mock api] ${(error as Error).message}`)
      }
    })
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
