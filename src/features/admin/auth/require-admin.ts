import { redirect, type LoaderFunctionArgs } from 'react-router-dom'
import { setAuthToken } from '../../../api/client'
import { loadSession, safeRedirectPath } from './session-store'

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

/** Loader of /admin: a visitor who is already signed in goes straight on (to ?redirectTo= or the dashboard). */
export function redirectIfSignedIn({ request }: LoaderFunctionArgs) {
  if (!loadSession()) return null
  throw redirect(safeRedirectPath(new URL(request.url).searchParams.get('redirectTo')))
}
