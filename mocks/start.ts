import { notifications } from '@mantine/notifications'
import { loadSchemas } from '../src/api/client'
import type { startMockApi as StartMockApi } from './browser'
import { MOCK_READY_EVENT } from '../src/api/signals'

/**
 * Starts the embedded mock API in the browser: the one module `src/` reaches in `mocks/`, through one dynamic
 * import (main.tsx), which passes the promise on as the request gate (requests wait for the mock). It loads
 * the mock layer (mocks/browser.ts: storage, latency, fault rules, service worker), says what loading this
 * browser's saved changes had to repair, and mounts the fault panel in development builds. The names it keeps in
 * storage are in mocks/store/keys.ts.
 *
 * Two paces. A page hydrating prerendered HTML needs no API call to paint, so the mock waits for it (`after`) and
 * is parsed in stages, each in its own task, so that no single task keeps the page from answering a tap for long.
 * Any other page (the admin, a client-rendered page) is waiting for its data: everything loads at once, in parallel.
 */
export async function startMock(options: { after?: Promise<void> } = {}): Promise<void> {
  // Raw API requests held by /boot.js go on once the mock answers, or fail as they would without it.
  try {
    await start(options)
  } finally {
    dispatchEvent(new Event(MOCK_READY_EVENT))
  }
}

async function start({ after }: { after?: Promise<void> }): Promise<void> {
  let startMockApi: typeof StartMockApi
  if (after) {
    await after
    // One macrotask later: the hydrated page is committed and painted before the mock layer is parsed.
    await yieldToBrowser()
    // zod and the schemas, msw, the seed, then the handlers and the database, one task each.
    for (const stage of [loadSchemas, () => import('msw/browser'), () => import('../fixtures')]) {
      await stage()
      await yieldToBrowser()
    }
    ;({ startMockApi } = await import('./browser'))
  } else {
    ;[{ startMockApi }] = await Promise.all([import('./browser'), loadSchemas()])
  }
  const message = loadNotice(await startMockApi({ pause: after ? yieldToBrowser : undefined }))
  if (message) notifications.show({ color: 'yellow', title: 'Saved data repaired', message, autoClose: 8000 })
  if (import.meta.env.DEV) void import('./dev-panel/mount').then((panel) => panel.mountFaultPanel())
}

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

const list = (items: string[]) =>
  items.length <= 3 ? items.join(', ') : `${items.slice(0, 3).join(', ')} and ${items.length - 3} more`

/** What loading this browser's saved changes had to set aside or restore, in words; null when all went well. */
export function loadNotice({ setAside, restored }: { setAside: string[]; restored: string[] }): string | null {
  const parts: string[] = []
  if (setAside.length > 0) {
    parts.push(
      `${setAside.length === 1 ? 'One saved change' : `${setAside.length} saved changes`} could not be read (${list(setAside)}), so the demo content is shown there; a copy is kept in this browser. Your other changes are in place.`,
    )
  }
  if (restored.length > 0)
    parts.push(`The demo ${list(restored)} had gone missing and ${restored.length === 1 ? 'was' : 'were'} restored.`)
  return parts.length > 0 ? parts.join(' ') : null
}
