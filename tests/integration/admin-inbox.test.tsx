import { notifications } from '@mantine/notifications'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { signInForTests } from '../setup/admin-session'
import { call } from '../setup/api'
import { ISSUE_TODAY, onDay, SPEC_TODAY } from '../setup/clock'
import { renderRoute } from '../setup/render'
import { pause } from './helpers'
import { sampleContact, sampleRegistration } from '../setup/inquiry-samples'

// Lazy screens load slowly on a busy machine: wait up to 8 s for them.
configure({ asyncUtilTimeout: 8000 })

let token = ''
beforeEach(async () => {
  notifications.clean()
  token = await signInForTests()
})

const contact = sampleContact
const registration = { ...sampleRegistration, whatsappNumber: '+2348039998888' }

/** A message, then (a moment later) a registration: the registration is the newest. */
async function fillInbox() {
  const message = (await call('POST', '/contact-messages', { body: contact })).body as { id: string }
  await pause(5)
  const entry = (await call('POST', '/registrations', { body: registration })).body as { id: string }
  return { messageId: message.id, registrationId: entry.id }
}

const sidebarInbox = () =>
  within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', { name: /^Inbox/ })
const rows = async () =>
  within(await screen.findByRole('table', { name: 'Inbox' }))
    .getAllByRole('row')
    .slice(1)

describe('inbox list', () => {
  it('shows both kinds newest first, marks the unread ones, counts them in the sidebar and filters by ?kind=', async () => {
    await fillInbox()
    const { router } = renderRoute('/dashboard/inbox')
    const [first, second] = await rows()
    expect(first).toHaveTextContent(/Unread.*Aisha Bello.*Registration.*Advanced package/)
    expect(second).toHaveTextContent(/Unread.*Emeka Nwosu.*Message.*Residential: Please quote/)
    await waitFor(() => expect(sidebarInbox()).toHaveAccessibleName(/^Inbox 2 ?unread$/))

    await userEvent.click(screen.getByRole('radio', { name: 'Messages (1)' }))
    expect(router.state.location.search).toBe('?kind=messages')
    await waitFor(async () => expect(await rows()).toHaveLength(1))
    expect(screen.getByRole('table', { name: 'Inbox' })).not.toHaveTextContent('Aisha Bello')
    await userEvent.click(screen.getByRole('radio', { name: 'All (2)' }))
    expect(router.state.location.search).toBe('')
  })

  it('opens at the filter in the URL and says when a kind has nothing yet', async () => {
    await call('POST', '/contact-messages', { body: contact })
    renderRoute('/dashboard/inbox?kind=registrations')
    expect(await screen.findByText(/No training registrations yet/)).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Registrations (0)' })).toBeChecked()
  })
})

describe("inbox entry in the spec's world, where the registration took a seat", () => {
  onDay(SPEC_TODAY)

  it('shows a registration with its package, amount, session and notification e-mail, and marks it read', async () => {
    const { registrationId } = await fillInbox()
    renderRoute(`/dashboard/inbox/registrations/${registrationId}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration: Aisha Bello' })).toBeInTheDocument()
    for (const text of ['+2348039998888', '3 Okpanam Road, Asaba', 'Student', 'A friend', '₦250,000']) {
      expect(screen.getByText(text)).toBeInTheDocument()
    }
    expect(await screen.findByText('Advanced')).toBeInTheDocument()
    expect(
      await screen.findByRole('link', { name: /Advanced Solar Engineering & Commercial Systems, 18 August 2025/ }),
    ).toBeVisible()
    const email = screen.getByRole('region', { name: 'Notification e-mail to the training team' })
    expect(email).toHaveTextContent('New Training Registration: Aisha Bello - Advanced Package')
    expect(screen.getByTestId('notification-email-body')).toHaveTextContent('WhatsApp Number: +2348039998888')

    await waitFor(async () => expect((await call('GET', `/registrations/${registrationId}`, { token })).body.read).toBe(true))
    await waitFor(() => expect(sidebarInbox()).toHaveAccessibleName(/^Inbox 1 ?unread$/))

    await userEvent.click(await screen.findByRole('button', { name: 'Mark as unread' }))
    expect(await screen.findByRole('button', { name: 'Mark as read' })).toBeInTheDocument()
    await waitFor(async () => expect((await call('GET', `/registrations/${registrationId}`, { token })).body.read).toBe(false))
  })
})

describe('inbox entry', () => {
  describe('on 24 November 2026, with no upcoming session', () => {
    onDay(ISSUE_TODAY)

    it('shows a registration kept for the next cohort', async () => {
      const { registrationId } = await fillInbox()
      renderRoute(`/dashboard/inbox/registrations/${registrationId}`)
      expect(await screen.findByRole('heading', { level: 1, name: 'Registration: Aisha Bello' })).toBeInTheDocument()
      expect(screen.getByText('Next cohort (dates to be announced)')).toBeInTheDocument()
      expect(screen.queryByText(/no longer scheduled/)).not.toBeInTheDocument()
      expect(screen.getByTestId('notification-email-body')).toHaveTextContent('Session: Next cohort (dates to be announced)')
    })
  })

  it('deletes a message after confirmation and goes back to the inbox', async () => {
    const { messageId } = await fillInbox()
    const { router } = renderRoute(`/dashboard/inbox/messages/${messageId}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Message from Emeka Nwosu' })).toBeInTheDocument()
    expect(screen.getByText('Please quote a 5 kW system.')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete message' }))
    expect(await screen.findByText('Message deleted')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard/inbox')
    await waitFor(async () =>
      expect((await rows()).map((row) => row.textContent)).toEqual([expect.stringMatching(/Aisha Bello/)]),
    )
    expect((await call('GET', '/contact-messages', { token })).body.items).toEqual([])
  })

  it('says so when the entry does not exist', async () => {
    renderRoute('/dashboard/inbox/messages/no-such-message')
    expect(await screen.findByRole('alert')).toHaveTextContent('Not in the inbox')
  })
})
