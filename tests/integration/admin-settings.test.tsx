import { notifications } from '@mantine/notifications'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { apiUrl } from '../../src/api/config'
import { signInForTests } from '../setup/admin-session'
import { call, signIn } from '../setup/api'
import { renderRoute } from '../setup/render'

// Lazy screens load slowly on a busy machine: wait up to 8 s for them.
configure({ asyncUtilTimeout: 8000 })

let token = ''
beforeEach(async () => {
  notifications.clean()
  token = await signInForTests()
})

const textbox = (name: string) => screen.getByRole('textbox', { name })

async function replace(name: string, value: string) {
  const input = await screen.findByRole('textbox', { name })
  await userEvent.clear(input)
  await userEvent.type(input, value)
}

describe('settings: Site', () => {
  it('saves through the API; the public footer reads the same cached settings', async () => {
    const { queryClient } = renderRoute('/dashboard/settings')
    await replace('Contact Phone', '+234 809 000 1111')
    await userEvent.click(screen.getByRole('button', { name: 'Save Site Settings' }))
    expect(await screen.findByText('Site settings saved')).toBeInTheDocument()
    expect((await call('GET', '/settings/site')).body.contactPhone).toBe('+234 809 000 1111')
    expect(queryClient.getQueryData<{ contactPhone: string }>(['site-settings'])?.contactPhone).toBe('+234 809 000 1111')
  })

  it('sets how long an unpaid registration keeps its seat (48 hours by default)', async () => {
    renderRoute('/dashboard/settings')
    const hours = await screen.findByRole('spinbutton', { name: /Seat Hold \(hours\)/ })
    expect(hours).toHaveValue(48)
    await userEvent.clear(hours)
    await userEvent.type(hours, '24')
    await userEvent.click(screen.getByRole('button', { name: 'Save Site Settings' }))
    expect(await screen.findByText('Site settings saved')).toBeInTheDocument()
    expect((await call('GET', '/settings/site')).body.registrationHoldHours).toBe(24)
  })

  it("puts the API's field issues under the fields and keeps every typed value", async () => {
    server.use(
      http.patch(apiUrl('/settings/site'), () =>
        HttpResponse.json(
          {
            message: 'Some fields are not valid',
            issues: [
              { path: 'contactPhone', message: 'That number is not reachable' },
              { path: 'bank.accountNumber', message: 'Account number must be 10 digits' },
            ],
          },
          { status: 422 },
        ),
      ),
    )
    renderRoute('/dashboard/settings')
    await replace('Contact Phone', '+234 800 000 0000')
    await replace('Tagline', 'Sun for everyone')
    await userEvent.click(screen.getByRole('button', { name: 'Save Site Settings' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Site settings were not saved')
    expect(alert).toHaveTextContent('Some fields are not valid')
    expect(textbox('Contact Phone')).toHaveAccessibleDescription(/That number is not reachable/)
    expect(textbox('Contact Phone')).toHaveAttribute('aria-invalid', 'true')
    expect(textbox('Account Number')).toHaveAccessibleDescription(/Account number must be 10 digits/)
    expect(textbox('Contact Phone')).toHaveValue('+234 800 000 0000')
    expect(textbox('Tagline')).toHaveValue('Sun for everyone')
    expect((await call('GET', '/settings/site')).body.contactPhone).toBe('+234 803 555 0142')
  })

  it('checks the fields before sending anything', async () => {
    let patched = false
    server.use(http.patch(apiUrl('/settings/site'), () => void (patched = true)))
    renderRoute('/dashboard/settings')
    await replace('Facebook URL', 'facebook.com/sunharvest')
    await userEvent.clear(textbox('Site Name'))
    await userEvent.click(screen.getByRole('button', { name: 'Save Site Settings' }))
    expect(await screen.findByText('Use an address starting with http:// or https://')).toBeInTheDocument()
    expect(screen.getByText('Site name is required')).toBeInTheDocument()
    expect(patched).toBe(false)
  })
})

describe('settings: User', () => {
  it('shows the role read-only and saves name and e-mail; the header label follows', async () => {
    renderRoute('/dashboard/settings?tab=user')
    const role = await screen.findByRole('textbox', { name: 'Role' })
    expect(role).toHaveValue('Administrator')
    expect(role).toHaveAttribute('readonly')
    expect(screen.getByText('Recommended: 200x200 pixels')).toBeInTheDocument()

    await replace('Name', 'Ada Obi')
    await userEvent.click(screen.getByRole('button', { name: 'Save User Settings' }))
    expect(await screen.findByText('User settings saved')).toBeInTheDocument()
    expect(screen.getByTestId('admin-user-name')).toHaveTextContent('Ada Obi')
    expect((await call('GET', '/settings/user', { token })).body).toMatchObject({ name: 'Ada Obi', role: 'Administrator' })
  })
})

describe('settings: Security', () => {
  it('explains what is wrong, then reports success and empties the fields', async () => {
    renderRoute('/dashboard/settings?tab=security')
    const user = userEvent.setup()
    const current = await screen.findByLabelText(/^Current Password/)
    const next = screen.getByLabelText(/^New Password/)
    const confirm = screen.getByLabelText(/^Confirm New Password/)
    await user.type(next, 'sunpower')
    await user.type(confirm, 'sunpowers')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))
    expect(await screen.findByText('Current password is required')).toBeInTheDocument()
    expect(screen.getByText('New password needs at least one digit')).toBeInTheDocument()
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument()

    await user.type(current, 'old-secret-1')
    await user.clear(next)
    await user.type(next, 'SunPower2025')
    await user.clear(confirm)
    await user.type(confirm, 'SunPower2025')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))
    expect(await screen.findByText('Password change accepted')).toBeInTheDocument()
    expect(screen.getByText(/any password still signs in/)).toBeInTheDocument()
    await waitFor(() => expect(next).toHaveValue(''))
    expect(current).toHaveValue('')
    expect(confirm).toHaveValue('')
  })

  it('says what the demo does with a password: any one signs in, a change is checked but not enforced', async () => {
    renderRoute('/dashboard/settings?tab=security')
    const form = await screen.findByRole('form', { name: 'Change password' })
    expect(form).toHaveAccessibleDescription(/any password signs in.*checked .* but not stored or enforced/)
    expect(screen.queryByText(/next time you sign in/)).not.toBeInTheDocument()
  })

  it('signs out everywhere: every session of the account ends, this one too, and the login page opens', async () => {
    const elsewhere = await signIn()
    const { router } = renderRoute('/dashboard/settings?tab=security')
    const section = await screen.findByRole('region', { name: 'Sign out everywhere' })
    await userEvent.click(within(section).getByRole('button', { name: 'Sign out everywhere' }))
    expect(await screen.findByText('Signed out everywhere')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    for (const session of [token, elsewhere]) expect((await call('GET', '/session', { token: session })).status).toBe(401)
    expect(window.sessionStorage.length + window.localStorage.length).toBe(0)
  })

  it('names each show/hide toggle after its field', async () => {
    renderRoute('/dashboard/settings?tab=security')
    const form = await screen.findByRole('form', { name: 'Change password' })
    await userEvent.click(within(form).getByRole('button', { name: 'Show current password' }))
    expect(within(form).getByRole('button', { name: 'Hide current password' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Current Password/)).toHaveAttribute('type', 'text')
  })
})
