import '@testing-library/jest-dom/vitest'
import './browser-apis'
import { notifications } from '@mantine/notifications'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'
import { setDbStorage } from '../../mocks/db'
import { setupMockApi } from '../../mocks/testing'
import { setAuthToken } from '../../src/api/client'

// Lazy screens are transformed on first use; on a loaded 2-core CI machine that can take over the default 1 s.
configure({ asyncUtilTimeout: 5000 })

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
