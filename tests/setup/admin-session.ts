import { setAuthToken } from '../../src/api/client'
import { SESSION_KEY } from '../../src/api/signals'
import { signIn } from './api'

/** Signs in against the mock API and stores the session as the app does (for component tests of admin screens). */
export async function signInForTests(): Promise<string> {
  const token = await signIn()
  const session = { token, email: 'admin@example.com', remember: false, createdAt: new Date().toISOString() }
  window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(session))
  setAuthToken(token)
  return token
}
