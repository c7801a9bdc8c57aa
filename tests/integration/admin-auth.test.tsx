import { configure, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { notifications } from '@mantine/notifications'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { apiUrl } from '../../src/api/config'
import { SESSION_KEY } from '../../src/api/signals'
import { signInForTests } from '../setup/admin-session'
import { call } from '../setup/api'
import { renderRoute } from '../setup/render'

// Lazy screens load slowly on a busy machine: wait up to 8 s for them.
configure({ asyncUtilTimeout: 8000 })

// Toasts live in a module-level store: start each test with none (the limit of 3 would queue new ones).
beforeEach(() => {
  notifications.clean()
  notifications.cleanQueue()
})

const search = (router: ReturnType<typeof renderRoute>['router']) => router.state.location.pathname + router.state.location.search

async function fillLogin({ remember = false, email = 'ada@sunharvest.ng' } = {}) {
  const user = userEvent.setup()
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email)
  await user.type(screen.getByLabelText(/^Password/), 'any-password')
  if (remember) await user.click(screen.getByRole('checkbox', { name: /Remember me/ }))
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

describe('admin sign-in', () => {
  it('says it is the demo: any e-mail and password sign in, and there is no reset to wait for', async () => {
    renderRoute('/admin')
    expect(await screen.findByText('Demo: any email and password work.')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Forgot your password?' }))
    expect(screen.getByText(/keeps no passwords: any e-mail address and any password sign you in/)).toBeInTheDocument()
  })

  it("holds 'Signing in...' for the spec's 1.5 s, stores a remembered session and returns to the asked-for screen", async () => {
    const { router } = renderRoute('/admin?redirectTo=%2Fdashboard%2Fsettings%3Ftab%3Dsecurity')
    await fillLogin({ remember: true })
    const started = Date.now()
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    await waitFor(() => expect(search(router)).toBe('/dashboard/settings?tab=security'), { timeout: 4000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400)
    expect(await screen.findByText('Login successful')).toBeInTheDocument()
    expect(screen.getByText('Welcome to the admin dashboard!')).toBeInTheDocument()
    expect(window.localStorage.getItem(SESSION_KEY)).toContain('"remember":true')
    expect(window.sessionStorage.getItem(SESSION_KEY)).toBeNull()
  })

  it('keeps a session without "Remember me" in sessionStorage and ignores an off-site return path', async () => {
    const { router } = renderRoute(`/admin?redirectTo=${encodeURIComponent('https://evil.example/steal')}`)
    await fillLogin()
    await waitFor(() => expect(search(router)).toBe('/dashboard'), { timeout: 4000 })
    expect(window.sessionStorage.getItem(SESSION_KEY)).toContain('"remember":false')
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull()
  })

  it.each(['a@b.c', 'x@y'])('signs in with %s: the demo takes any address the e-mail field accepts', async (email) => {
    const { router } = renderRoute('/admin')
    await fillLogin({ email })
    await waitFor(() => expect(search(router)).toBe('/dashboard'), { timeout: 4000 })
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument()
    expect(window.sessionStorage.getItem(SESSION_KEY)).toContain(`"email":"${email}"`)
  })

  it('sends a visitor who is already signed in from the login to the dashboard', async () => {
    await signInForTests()
    const { router } = renderRoute('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })
})

describe('ending the session', () => {
  it('logout forgets the token on the API and in the browser and drops admin-only data', async () => {
    const token = await signInForTests()
    const { router, queryClient } = renderRoute('/dashboard')
    expect(await screen.findByText('Admin User')).toBeInTheDocument()
    expect(queryClient.getQueryData(['user-settings'])).toBeDefined()

    await userEvent.click(screen.getByRole('link', { name: 'Logout' }))
    await waitFor(() => expect(search(router)).toBe('/admin'))
    expect(await screen.findByText('Signed out')).toBeInTheDocument()
    expect(window.sessionStorage.getItem(SESSION_KEY)).toBeNull()
    await waitFor(() => expect(queryClient.getQueryData(['user-settings'])).toBeUndefined())
    expect((await call('GET', '/session', { token })).status).toBe(401)
  })

  it('a 401 from any admin request ends the local session and returns to the login with the way back', async () => {
    await signInForTests()
    server.use(
      http.get(apiUrl('/settings/user'), () =>
        HttpResponse.json({ message: 'Please sign in to continue', issues: [] }, { status: 401 }),
      ),
    )
    const { router } = renderRoute('/dashboard/settings?tab=user')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe('/dashboard/settings?tab=user')
    expect(await screen.findByText('Session ended')).toBeInTheDocument()
    expect(window.sessionStorage.getItem(SESSION_KEY)).toBeNull()
  })

  it('a 401 answering a save ends the session too', async () => {
    await signInForTests()
    server.use(
      http.post(apiUrl('/settings/password'), () =>
        HttpResponse.json({ message: 'Please sign in to continue', issues: [] }, { status: 401 }),
      ),
    )
    const { router } = renderRoute('/dashboard/settings?tab=security')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^Current Password/), 'old-secret-1')
    await user.type(screen.getByLabelText(/^New Password/), 'SunPower2025')
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'SunPower2025')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe('/dashboard/settings?tab=security')
  })
})
