import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { RouteLoading } from '../../../app/route-loading'

/** Ends the session and returns to the login screen. */
export function LogoutPage() {
  const navigate = useNavigate()
  useEffect(() => {
    void navigate('/admin', { replace: true })
  }, [navigate])
  return <RouteLoading />
}
