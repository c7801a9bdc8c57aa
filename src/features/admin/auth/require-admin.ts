import { redirect, type LoaderFunctionArgs } from 'react-router-dom'
import { setAuthToken } from '../../../api/client'
import { loadSession } from './session-store'

/** Loader of the /dashboard branch: a signed-out visitor goes to the login, and back here afterwards. */
export function requireAdmin({ request }: LoaderFunctionArgs) {
  const session = loadSession()
  if (!session) {
    const url = new URL(request.url)
    throw redirect(`/admin?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
  }
  setAuthToken(session.token)
  return null
}
