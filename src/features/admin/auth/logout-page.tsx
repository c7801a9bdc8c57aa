import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { logout } from '../../../api/resources/session'
import { RouteLoading } from '../../../components/route-loading'
import { clearDrafts } from '../forms/draft-store'
import { isSignedOutEverywhere, removeAdminQueries } from './end-session'
import { clearSession } from './session-store'

/** Ends the session (on the API, then locally) and returns to the login screen. */
export function LogoutPage() {
  const navigate = useNavigate()
  const everywhere = isSignedOutEverywhere(useLocation().state)
  const queryClient = useQueryClient()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    void (async () => {
      // The API forgets the token first (a failure changes nothing for the visitor: the local session ends anyway).
      await logout().catch(() => undefined)
      clearSession()
      clearDrafts()
      notifications.show(
        everywhere
          ? { title: 'Signed out everywhere', message: 'Every session of your account has ended, this one included.' }
          : { title: 'Signed out', message: 'You have left the admin area.' },
      )
      await navigate('/admin', { replace: true })
      removeAdminQueries(queryClient)
    })()
  }, [navigate, queryClient, everywhere])

  return <RouteLoading />
}
