import '@testing-library/jest-dom/vitest'
import './browser-apis'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { resetDb } from '../../mocks/db'
import { server } from '../../mocks/node'
import { setAuthToken } from '../../src/api/client'

// Lazy screens are transformed on first use; on a loaded 2-core CI machine that can take over the default 1 s.
configure({ asyncUtilTimeout: 5000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(async () => {
  await resetDb()
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
  setAuthToken(null)
  if (typeof window !== 'undefined') {
    window.sessionStorage.clear()
    window.localStorage.clear()
  }
})
afterAll(() => server.close())
