import { notifications } from '@mantine/notifications'
import { loadSchemas } from '../api/client'

const list = (items: string[]) => (items.length <= 3 ? items.join(', ') : `${items.slice(0, 3).join(', ')} and ${items.length - 3} more`)

/** What loading this browser's saved changes had to set aside or restore, in words; null when all went well. */
export function loadNotice({ setAside, restored }: { setAside: string[]; restored: string[] }): string | null {
  const parts: string[] = []
  if (setAside.length > 0) {
    parts.push(
      `${setAside.length === 1 ? 'One saved change' : `${setAside.length} saved changes`} could not be read (${list(setAside)}), so the demo content is shown there; a copy is kept in this browser. Your other changes are in place.`,
    )
  }
  if (restored.length > 0) parts.push(`The demo ${list(restored)} had gone missing and ${restored.length === 1 ? 'was' : 'were'} restored.`)
  return parts.length > 0 ? parts.join(' ') : null
}

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** Starts the embedded mock API (service worker + in-browser database) and says what it had to repair. */
export async function startEmbeddedMock({ after }: { after?: Promise<void> } = {}): Promise<void> {
  if (after) {
    await after
    // One macrotask later: the hydrated page is committed and painted before the mock layer is parsed.
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  // The mock layer is parsed in stages, each in its own task, so no single task keeps the page from
  // answering a tap for long: zod and the schemas, msw, the seed, then the handlers and the database.
  for (const stage of [loadSchemas, () => import('msw/browser'), () => import('../../fixtures')]) {
    await stage()
    await yieldToBrowser()
  }
  const { startMockApi } = await import('../../mocks/browser')
  const message = loadNotice(await startMockApi({ pause: yieldToBrowser }))
  if (message) {
    notifications.show({
      color: 'yellow',
      title: 'Saved data repaired',
      message,
      autoClose: 8000,
    })
  }
}
