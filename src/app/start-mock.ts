import { notifications } from '@mantine/notifications'
import { loadSchemas } from '../api/client'

const RESEED_MESSAGES: Record<string, string> = {
  corrupt: 'The demo data saved in this browser could not be read, so the site was reset to the demo content.',
  outdated: 'The demo data saved in this browser came from an older version, so the site was reset to the demo content.',
  invalid: 'The demo data saved in this browser did not match the current content model, so it was reset.',
}

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** Starts the embedded mock API (service worker + in-browser database) and tells the user when it reseeded. */
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
  const { reseededBecause } = await startMockApi({ pause: yieldToBrowser })
  if (reseededBecause) {
    notifications.show({
      color: 'yellow',
      title: 'Demo data reset',
      message: RESEED_MESSAGES[reseededBecause] ?? RESEED_MESSAGES.invalid,
      autoClose: 8000,
    })
  }
}
