import { notifications } from '@mantine/notifications'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mailbox, setFaults } from '../../mocks/testing'
import { signInForTests } from '../setup/admin-session'
import { call } from '../setup/api'
import { ISSUE_TODAY, onDay, SPEC_TODAY } from '../setup/clock'
import { renderRoute } from '../setup/render'
import { pause } from './helpers'
import { sampleContact, sampleRegistration, storedRegistration } from '../setup/inquiry-samples'
import { storeRecords } from '../setup/store-records'

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
  it('shows registrations by default, marks the unread ones, counts both kinds in the sidebar and switches by ?kind=', async () => {
    await fillInbox()
    const { router } = renderRoute('/dashboard/inbox')
    const [first, ...others] = await rows()
    expect(first).toHaveTextContent(/Unread.*Aisha Bello.*Awaiting payment.*Advanced package/)
    expect(others).toEqual([])
    await waitFor(() => expect(sidebarInbox()).toHaveAccessibleName(/^Inbox 2 ?unread$/))

    await userEvent.click(await screen.findByRole('radio', { name: 'Messages (1 unread)' }))
    expect(router.state.location.search).toBe('?kind=messages')
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent(/Emeka Nwosu.*Residential: Please quote/))
    expect(await rows()).toHaveLength(1)
    await userEvent.click(screen.getByRole('radio', { name: 'Registrations (1 unread)' }))
    expect(router.state.location.search).toBe('')
  })

  it('marks a registration made while its network held many unpaid seats of the session, in the list and on its page', async () => {
    await storeRecords('registrations', [
      storedRegistration(1, { status: 'awaiting-payment', network: 'k1', networkHolds: 2 }),
      storedRegistration(2, { status: 'awaiting-payment', network: 'k1', networkHolds: 4 }),
    ])
    renderRoute('/dashboard/inbox')
    const [newest, older] = await rows()
    expect(newest).toHaveTextContent(/Registrant 2.*Awaiting payment.*4 unpaid holds from one network/)
    expect(older).not.toHaveTextContent(/from one network/)
    await userEvent.click(within(newest!).getByRole('link', { name: 'Registrant 2' }))
    expect(await screen.findByText(/4 unpaid holds from one network\. When this registration was made/)).toBeInTheDocument()
    // The staff see a count, never an address.
    expect(document.body).not.toHaveTextContent('k1')
  })

  it('opens at the kind in the URL and says when a kind has nothing yet', async () => {
    await call('POST', '/contact-messages', { body: contact })
    renderRoute('/dashboard/inbox?kind=registrations')
    expect(await screen.findByText(/No training registrations yet/)).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Registrations' })).toBeChecked()
  })
})

describe('inbox search, filters and pages (asked of the API, kept in the URL)', () => {
  beforeEach(async () => {
    await storeRecords(
      'registrations',
      Array.from({ length: 60 }, (_, n) =>
        storedRegistration(n, {
          ...(n % 10 === 0 ? { status: 'paid' } : {}),
          ...(n === 42 ? { fullName: 'Ọlá Adébáyọ̀' } : {}),
          read: n >= 30,
        }),
      ),
    )
  })

  it('pages 25 at a time, filters by status and read state, searches, and says when nothing matches', async () => {
    const { router } = renderRoute('/dashboard/inbox')
    expect(await screen.findByText('1–25 of 60 registrations')).toBeInTheDocument()
    expect(await rows()).toHaveLength(25)
    // The unread count is over all 60, not the page.
    await waitFor(() => expect(sidebarInbox()).toHaveAccessibleName(/^Inbox 30 ?unread$/))

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(router.state.location.search).toBe('?page=3')
    expect(await screen.findByText('51–60 of 60 registrations')).toBeInTheDocument()
    expect((await rows())[9]).toHaveTextContent('Registrant 0')

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paid')
    expect(router.state.location.search).toBe('?status=paid')
    expect(await screen.findByText('1–6 of 6 registrations')).toBeInTheDocument()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Read' }), 'Unread')
    expect(await screen.findByText('1–3 of 3 registrations')).toBeInTheDocument()
    expect((await rows()).map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual([
      'Registrant 20',
      'Registrant 10',
      'Registrant 0',
    ])

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search registrations' }), 'nobody at all')
    expect(await screen.findByText('No registrations match the search and filters.')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?status=paid&read=false&q=nobody+at+all')
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }))
    expect(await screen.findByText('1–25 of 60 registrations')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search registrations' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('')
  })

  it('opens at the search and filters of its URL, accents ignored', async () => {
    renderRoute('/dashboard/inbox?q=ola%20adebayo&status=awaiting-payment')
    expect(await screen.findByText('1–1 of 1 registration')).toBeInTheDocument()
    expect((await rows())[0]).toHaveTextContent('Ọlá Adébáyọ̀')
    expect(screen.getByRole('searchbox', { name: 'Search registrations' })).toHaveValue('ola adebayo')
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('awaiting-payment')
  })

  it('says when the list cannot be loaded, and tries again', async () => {
    setFaults([{ match: 'GET /api/registrations', status: 503 }])
    renderRoute('/dashboard/inbox?status=paid')
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(/couldn't load the inbox \(503\)/)
    setFaults([])
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('1–6 of 6 registrations')).toBeInTheDocument()
  }, 20_000)

  it('exports what the search and filters select as a CSV file', async () => {
    const saved: { name: string; blob: Blob }[] = []
    const blobs = new Map<string, Blob>()
    const restore = stubDownloads(blobs, (link) => saved.push({ name: link.download, blob: blobs.get(link.href)! }))
    try {
      renderRoute('/dashboard/inbox?status=paid')
      expect(await screen.findByText('1–6 of 6 registrations')).toBeInTheDocument()
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
      await waitFor(() => expect(saved).toHaveLength(1))
    } finally {
      restore()
    }
    expect(saved[0]!.name).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = new Uint8Array(await new Response(saved[0]!.blob).arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = new TextDecoder().decode(bytes)
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(7)
  })
})

/** jsdom has no object URLs and follows no download: keeps the blobs and reports each link clicked instead. */
function stubDownloads(blobs: Map<string, Blob>, onClick: (link: HTMLAnchorElement) => void) {
  const { createObjectURL, revokeObjectURL } = URL
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    onClick(this)
  })
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`
    blobs.set(url, blob)
    return url
  }
  URL.revokeObjectURL = () => undefined
  return () => {
    click.mockRestore()
    Object.assign(URL, { createObjectURL, revokeObjectURL })
  }
}

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

    const whatsapp = screen.getByRole('link', { name: 'WhatsApp Aisha Bello (opens in a new tab)' })
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/2348039998888')
    expect(whatsapp).toHaveAttribute('target', '_blank')
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer')
    const mailsBefore = mailbox().filter((mail) => mail.to === registration.email).length
    await userEvent.click(screen.getByRole('button', { name: 'Resend e-mail' }))
    expect(await screen.findByText('Payment e-mail queued')).toBeInTheDocument()
    expect(mailbox().filter((mail) => mail.to === registration.email)).toHaveLength(mailsBefore + 1)

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

  it("offers a message's sender a reply by e-mail and, when the phone is a number, a WhatsApp chat", async () => {
    const withPhone = (await call('POST', '/contact-messages', { body: { ...contact, phone: '0803 123 4567' } })).body as { id: string }
    renderRoute(`/dashboard/inbox/messages/${withPhone.id}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Message from Emeka Nwosu' })).toBeInTheDocument()
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp Emeka Nwosu (opens in a new tab)' })
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/2348031234567')
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      'mailto:emeka@example.ng?subject=Re%3A%20your%20residential%20enquiry',
    )
  })

  it('offers no WhatsApp chat for a message without a phone number', async () => {
    const { messageId } = await fillInbox()
    renderRoute(`/dashboard/inbox/messages/${messageId}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Message from Emeka Nwosu' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Reply by e-mail' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^WhatsApp/ })).toBeNull()
  })

  it('says so when the entry does not exist', async () => {
    renderRoute('/dashboard/inbox/messages/no-such-message')
    expect(await screen.findByRole('alert')).toHaveTextContent('Not in the inbox')
  })
})
