import '@testing-library/jest-dom/vitest'
import './browser-apis'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
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
