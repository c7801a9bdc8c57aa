import { notifications } from '@mantine/notifications'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { mailbox, setFaults } from '../../mocks/testing'
import { signInForTests } from '../setup/admin-session'
import { call } from '../setup/api'
import { renderRoute } from '../setup/render'
import { sampleContact, sampleRegistration } from '../setup/inquiry-samples'

// Lazy screens load slowly on a busy machine: wait up to 8 s for them.
configure({ asyncUtilTimeout: 8000 })

beforeEach(async () => {
  notifications.clean()
  await signInForTests()
})

const rows = async () =>
  within(await screen.findByRole('table', { name: 'Outbox' }))
    .getAllByRole('row')
    .slice(1)

describe('outbox screen', () => {
  it('lists the sent e-mails newest first, from the sidebar, and resends one by keyboard', async () => {
    await call('POST', '/registrations', { body: sampleRegistration })
    await call('POST', '/contact-messages', { body: sampleContact })
    renderRoute('/dashboard')
    await userEvent.click(
      await within(await screen.findByRole('navigation', { name: 'Admin sections' })).findByRole('link', { name: 'Outbox' }),
    )
    const [first, second, third] = await rows()
    expect(first).toHaveTextContent(/New contact message: Emeka Nwosu \(residential\).*Sent.*1/)
    expect(second).toHaveTextContent(/aisha@example\.ng.*Registration received: Advanced package.*Sent/)
    expect(third).toHaveTextContent(/New Training Registration: Aisha Bello/)
    expect(screen.getByText('3 e-mails')).toBeInTheDocument()

    const resend = within(first!).getByRole('button', { name: /^Resend "New contact message: Emeka Nwosu/ })
    resend.focus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByText('E-mail queued again')).toBeInTheDocument()
    await waitFor(() => expect(mailbox().at(-1)).toMatchObject({ attempts: 2 }))
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent(/Sent.*2/))
  })

  it('says when there is nothing yet', async () => {
    renderRoute('/dashboard/outbox')
    expect(await screen.findByText(/No e-mails yet/)).toBeInTheDocument()
  })

  it('says when the outbox cannot be read, and tries again', async () => {
    setFaults([{ match: 'GET /api/outbox', status: 503 }])
    renderRoute('/dashboard/outbox')
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn't load the outbox \(503\)/)
    setFaults([])
    await call('POST', '/contact-messages', { body: sampleContact })
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await rows()).toHaveLength(1)
  })
})

describe('e-mail texts', () => {
  it('are edited in the admin, and the next e-mail is written with them', async () => {
    renderRoute('/dashboard/content/email-templates')
    const staff = await screen.findByRole('group', { name: /on a contact message/ })
    const subject = within(staff).getByRole('textbox', { name: /Subject/ })
    await userEvent.clear(subject)
    await userEvent.type(subject, 'Website enquiry from {{name}')
    await userEvent.click(screen.getByRole('button', { name: 'Save E-mail texts' }))
    expect(await screen.findByText('E-mail texts saved')).toBeInTheDocument()
    expect((await call('POST', '/contact-messages', { body: sampleContact })).status).toBe(201)
    expect(mailbox().at(-1)).toMatchObject({ subject: 'Website enquiry from Emeka Nwosu' })
  })
})
