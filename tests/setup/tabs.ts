import { exportData, importData, initDb, setDbStorage } from '../../mocks/db'
import { setTabState, tabState } from '../../mocks/store/memory'
import type { MemoryStorage } from './memory-storage'

/** What one tab holds in memory: its copy of the database and what it knows of the storage. */
type TabMemory = { data: ReturnType<typeof exportData>; state: ReturnType<typeof tabState> }

/**
 * Two (or more) tabs of one browser in one process: they share a storage, each keeps its own memory. The mock's
 * database is a module singleton, so switching tabs swaps its memory; each tab's next request must catch up.
 */
export class Tabs {
  private readonly memory = new Map<string, TabMemory>()
  private current: string

  private constructor(
    readonly storage: MemoryStorage,
    first: string,
  ) {
    this.current = first
  }

  /** Opens the first tab: a fresh page load on this storage. */
  static async open(storage: MemoryStorage, first = 'A'): Promise<Tabs> {
    setDbStorage(storage)
    await initDb()
    return new Tabs(storage, first)
  }

  get active(): string {
    return this.current
  }

  /** Makes `name` the tab that answers requests; a tab not seen before loads the page fresh. */
  async switchTo(name: string): Promise<void> {
    if (name === this.current) return
    this.memory.set(this.current, { data: exportData(), state: tabState() })
    this.current = name
    const saved = this.memory.get(name)
    if (saved) {
      await importData(saved.data)
      setTabState(saved.state)
    } else {
      await this.reload()
    }
  }

  /** Reloads the active tab: memory is rebuilt from the seed and what is stored. */
  async reload(): Promise<void> {
    setDbStorage(this.storage)
    await initDb()
  }

  close(): void {
    setDbStorage(null)
  }
}
