import { notifications } from '@mantine/notifications'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import type { Registration } from '../../src/api/schemas'
import { signInForTests } from '../setup/admin-session'
import { call } from '../setup/api'
import { onDay, SPEC_TODAY } from '../setup/clock'
import { sampleRegistration } from '../setup/inquiry-samples'
import { renderRoute } from '../setup/render'

// Lazy screens and a whole page in jsdom load slowly on a busy machine.
configure({ asyncUtilTimeout: 10_000 })

let token = ''
beforeEach(async () => {
  notifications.clean()
  window.sessionStorage.clear()
  token = await signInForTests()
})
onDay(SPEC_TODAY)

const intermediate = seed.trainingSessions.find((s) => s.packageId === 'intermediate')!
const labelled = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`))

async function fillValid(user: UserEvent) {
  for (const [label, value] of [
    ['Full Name', 'Chioma Okafor'],
    ['Email', 'chioma@example.ng'],
    ['Phone Number', '+234 803 123 4567'],
    ['WhatsApp Number', '+234 809 765 4321'],
    ['Address', '12 Nnebisi Road, Asaba'],
  ]) {
    await user.click(labelled(label!))
    await user.paste(value!)
  }
  await user.selectOptions(labelled('Gender'), 'female')
  await user.selectOptions(labelled('Professional Status'), 'installer')
  await user.selectOptions(labelled('Training Package'), 'intermediate')
  await user.selectOptions(labelled('How did you hear about us\\?'), 'whatsapp')
  await user.click(screen.getByLabelText('I agree to the terms and conditions and the privacy policy'))
}

describe('the registration form on a full package', { timeout: 45_000 }, () => {
  it('offers the waiting list; joining it shows the waiting view, with no payment dialog', async () => {
    const { id: _id, ...input } = intermediate
    expect((await call('PUT', `/training-sessions/${intermediate.id}`, { token, body: { ...input, seatsLeft: 0 } })).status).toBe(
      200,
    )
    renderRoute('/training?tab=schedule#registration')
    await screen.findByLabelText(/^Full Name/)
    const user = userEvent.setup({ delay: null })
    await fillValid(user)
    await user.click(await screen.findByRole('checkbox', { name: /Join the waiting list for the 25 July 2025 cohort/ }))
    await user.click(screen.getByText('Submit Registration').closest('button')!)
    expect(await screen.findByRole('heading', { name: 'You are on the waiting list' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Payment Instructions' })).toBeNull()
    const { body } = await call('GET', '/registrations', { token })
    expect((body.items as Registration[])[0]).toMatchObject({ status: 'waiting', sessionId: intermediate.id })
  })
})

describe('the admin registration screen', { timeout: 45_000 }, () => {
  async function openRegistration(sessionId: string | null = intermediate.id) {
    const { body } = await call('POST', '/registrations', {
      body: { ...sampleRegistration, trainingPackage: 'intermediate', ...(sessionId ? { sessionId } : {}) },
    })
    renderRoute(`/dashboard/inbox/registrations/${(body as Registration).id}`)
    await screen.findByRole('heading', { name: 'Status' })
    return { registration: body as Registration, user: userEvent.setup({ delay: null }) }
  }

  it('shows the status and records a bank transfer with Mark as paid and its proof', async () => {
    const { registration, user } = await openRegistration()
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }))
    const dialog = await screen.findByRole('dialog', { name: 'Record a bank transfer' })
    const proof = within(dialog).getByLabelText(/^Proof of payment/)
    await waitFor(() => expect(proof).toHaveFocus())
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }))
    expect(await within(dialog).findByText('Proof of payment is required')).toBeInTheDocument()
    expect((await call('GET', `/registrations/${registration.id}`, { token })).body.status).toBe('awaiting-payment')

    await user.type(proof, 'Transfer ref. 0012345')
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }))
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText('Paid')).toBeInTheDocument())
    expect(screen.getByText(/^Bank transfer, .* \(proof: Transfer ref\. 0012345\)$/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull()
    expect((await call('GET', `/registrations/${registration.id}`, { token })).body).toMatchObject({
      status: 'paid',
      paid: { via: 'bank-transfer', proof: 'Transfer ref. 0012345' },
    })
  })

  it('records a bank transfer for a registrant of the next cohort, who has no session yet', async () => {
    // No session of the package is to come: the registration waits for the next cohort, with no seat.
    for (const session of seed.trainingSessions.filter((s) => s.packageId === 'intermediate'))
      expect((await call('DELETE', `/training-sessions/${session.id}`, { token })).status).toBe(204)
    const { registration, user } = await openRegistration(null)
    expect(registration.sessionId).toBeNull()
    expect(screen.getByText('No seat yet: kept for the next cohort.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }))
    const dialog = await screen.findByRole('dialog', { name: 'Record a bank transfer' })
    await user.type(within(dialog).getByLabelText(/^Proof of payment/), 'Teller 445566')
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }))
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText('Paid; a seat in the next cohort once a session is chosen.')).toBeInTheDocument())
    expect((await call('GET', `/registrations/${registration.id}`, { token })).body).toMatchObject({
      status: 'paid',
      sessionId: null,
      paid: { via: 'bank-transfer', proof: 'Teller 445566' },
    })
  })

  it('keeps the proof typed when recording the payment fails', async () => {
    const { registration, user } = await openRegistration()
    // Another admin cancels it meanwhile: recording the payment is refused (409).
    expect((await call('POST', `/registrations/${registration.id}/cancel`, { token })).status).toBe(200)
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }))
    const dialog = await screen.findByRole('dialog', { name: 'Record a bank transfer' })
    await user.type(within(dialog).getByLabelText(/^Proof of payment/), 'Teller 998877')
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment was not recorded')
    expect(within(dialog).getByLabelText(/^Proof of payment/)).toHaveValue('Teller 998877')
  })

  it('cancels after a confirmation; the seat returns to the session', async () => {
    const { registration, user } = await openRegistration()
    const seats = async () => (await call('GET', `/training-sessions/${intermediate.id}`)).body.seatsLeft as number
    expect(await seats()).toBe(intermediate.seatsLeft - 1)
    await user.click(screen.getByRole('button', { name: 'Cancel registration' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this registration?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel registration' }))
    expect(await screen.findByText('Registration cancelled')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText('Cancelled')).toBeInTheDocument())
    expect((await call('GET', `/registrations/${registration.id}`, { token })).body.status).toBe('cancelled')
    expect(await seats()).toBe(intermediate.seatsLeft)
  })
})
