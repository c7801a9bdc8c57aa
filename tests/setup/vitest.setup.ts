import '@testing-library/jest-dom/vitest'
import './browser-apis'
import { notifications } from '@mantine/notifications'
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'
import { setDbStorage } from '../../mocks/db'
import { setupMockApi } from '../../mocks/testing'
import { setAuthToken } from '../../src/api/client'
import { skipPointerEventsCheck } from './user-event-defaults'

skipPointerEventsCheck()

configure({
  // Lazy screens are transformed on first use; on a loaded 2-core CI machine that can take over the default 1 s.
  asyncUtilTimeout: 5000,
  // Testing Library's error with the whole page printed, except for the misses of a findBy query or waitFor that is
  // still retrying (its retries run with "expensive diagnostics" off): printing the page on every retry cost 4% of the
  // jsdom tests' time (12% in a form's). The miss that times out still gets the page, from waitFor's onTimeout.
  getElementError(message, container) {
    const retrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics
    const page =
      message !== null && retrying ? null : `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`
    const error = new Error([message, page].filter(Boolean).join('\n\n'))
    error.name = 'TestingLibraryElementError'
    return error
  },
})

// The testing kit (mocks/testing.ts): listen, and before each test the seed with no fault rules, sessions or overrides.
setupMockApi({ onUnhandledRequest: 'error' })
afterEach(() => {
  cleanup()
  setAuthToken(null)
  if (typeof window !== 'undefined') {
    window.sessionStorage.clear()
    window.localStorage.clear()
  }
})

// Most files share their worker, modules and document with the files before them (isolate: false in
// vitest.config.ts): each file leaves what a fresh worker would have. The testing kit resets the mock API itself.
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  setDbStorage(null)
  notifications.clean()
  notifications.cleanQueue()
})
