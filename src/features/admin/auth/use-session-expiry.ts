import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { ApiError } from '../../../api/client'
import { keepOpenDrafts } from '../forms/draft-store'
import { loginPath, removeAdminQueries, SESSION_ENDED_STATE } from './end-session'
import { clearSession } from './session-store'

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401

/**
 * Watches every query and mutation while the admin area is open: when the API answers 401 (it no longer knows the
 * session, e.g. its storage was cleared), the local session ends and the admin is sent to the login, and back here
 * after signing in. Open forms with unsaved changes keep a draft that they restore then.
 */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const here = useRef(location.pathname + location.search)

  useEffect(() => {
    here.current = location.pathname + location.search
  }, [location.pathname, location.search])

  useEffect(() => {
    let handled = false
    const onError = (error: unknown) => {
      if (handled || !isUnauthorized(error) || here.current.startsWith('/dashboard/logout')) return
      handled = true
      keepOpenDrafts()
      clearSession()
      notifications.show({ color: 'red', title: 'Session ended', message: 'Please sign in again to continue.' })
      void Promise.resolve(navigate(loginPath(here.current), { replace: true, state: SESSION_ENDED_STATE })).then(() =>
        removeAdminQueries(queryClient),
      )
    }
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
    })
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
    })
    return () => {
      stopQueries()
      stopMutations()
    }
  }, [queryClient, navigate])
}
