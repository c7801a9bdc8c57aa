import { screen, waitFor, within, type Matcher } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import type { TrainingSession } from '../../src/api/schemas'
import { call, signIn } from '../setup/api'
import { ISSUE_TODAY, onDay, SPEC_TODAY } from '../setup/clock'
import { renderRoute } from '../setup/render'

// The 'next training starts' line, the schedule and the registration form, on a day when every seeded session has
// been held (24 November 2026) and in the spec's world (1 June 2025, every seeded session to come).


const slow = { timeout: 10_000 }
/** A submit lasts at least 1.5 s. */
const SUBMIT = { timeout: 10_000 }

/** The element whose own text is exactly this, across the <time> inside it. */
const fullText =
  (text: string): Matcher =>
  (_, element) =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text)

async function openSchedule(heading = 'Upcoming Training Sessions') {
  renderRoute('/training?tab=schedule')
  return screen.findByRole('heading', { name: heading }, slow)
}

const schedule = () => document.getElementById('schedule')!
const registerButtons = () => within(schedule()).queryAllByRole('button', { name: /^Register for / })
const pastGroup = () => screen.getByRole('region', { name: 'Past sessions' })

async function seatsById(): Promise<Record<string, number>> {
  const { body } = await call('GET', '/training-sessions')
  return Object.fromEntries((body.items as TrainingSession[]).map((session) => [session.id, session.seatsLeft]))
}

async function addDecemberSession(): Promise<void> {
  const { id: _id, ...june } = seed.trainingSessions[0]!
  const body = { ...june, date: { day: 15, month: 'Dec', year: 2026 }, title: 'Beginner Solar Installation (December)' }
  const added = await call('POST', '/training-sessions', { token: await signIn(), body })
  expect(added.status).toBe(201)
}

async function fillValid(user: UserEvent, trainingPackage: string) {
  const label = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`))
  for (const [name, value] of [
    ['Full Name', 'Chioma Okafor'],
    ['Email', 'chioma@example.ng'],
    ['Phone Number', '+234 803 123 4567'],
    ['WhatsApp Number', '+234 809 765 4321'],
    ['Address', '12 Nnebisi Road, Asaba'],
  ]) {
    await user.click(label(name!))
    await user.paste(value!)
  }
  await user.selectOptions(label('Gender'), 'female')
  await user.selectOptions(label('Professional Status'), 'installer')
  await user.selectOptions(label('Training Package'), trainingPackage)
  await user.selectOptions(label('How did you hear about us\\?'), 'whatsapp')
  await user.click(screen.getByLabelText('I agree to the terms and conditions and the privacy policy'))
}

describe('the training page on 24 November 2026, when every seeded session has been held', { timeout: 45_000 }, () => {
  onDay(ISSUE_TODAY)

  it('says new dates are coming and lists the seeded sessions as past, with no way to book them', async () => {
    // Nothing is upcoming: the schedule is not headed 'Upcoming Training Sessions'.
    await openSchedule('New Training Dates Coming Soon')
    expect(screen.queryByRole('heading', { name: 'Upcoming Training Sessions' })).not.toBeInTheDocument()
    expect(await screen.findByText(fullText('New training dates are coming soon'))).toBeInTheDocument()
    expect(screen.queryByText(/^Next training starts/)).not.toBeInTheDocument()
    expect(screen.getByText(/^New sessions will be announced soon\./)).toBeInTheDocument()
    expect(registerButtons()).toEqual([])
    const past = within(pastGroup()).getAllByRole('article')
    expect(past).toHaveLength(3)
    for (const card of past) expect(within(card).getByText('Past')).toBeInTheDocument()
    expect(past.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      [...seed.trainingSessions].reverse().map((session) => session.title),
    )
    expect(screen.getByText(/^New training dates are coming soon\. Register now/)).toBeInTheDocument()
  })

  it('keeps a registration for the next cohort without taking a seat', async () => {
    const before = await seatsById()
    renderRoute('/training?tab=schedule#registration')
    await screen.findByLabelText(/^Full Name/, undefined, slow)
    const user = userEvent.setup({ delay: null })
    await fillValid(user, 'beginner')
    const note = screen.getByText(/we will keep your place in the next Beginner cohort/).closest('[role="alert"]')
    expect(note).toHaveTextContent(/^New training dates are coming soon/)
    expect(screen.queryByLabelText('Training Session')).not.toBeInTheDocument()
    expect(screen.getByRole('option', { name: /^Beginner/ })).not.toHaveTextContent('fully booked')
    await user.click(screen.getByText('Submit Registration'))
    expect(await screen.findByText('Registration Successful!', undefined, SUBMIT)).toBeInTheDocument()
    expect(screen.getByText(/confirm your place in the next cohort/)).toBeInTheDocument()
    expect(await seatsById()).toEqual(before)
  })

  it('offers an upcoming session an admin added, and keeps the held ones under Past sessions', async () => {
    await addDecemberSession()
    await openSchedule()
    expect(await screen.findByText(fullText('Next training starts 15 December 2026'))).toBeInTheDocument()
    expect(registerButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Register for Beginner Solar Installation (December) on 15 December 2026',
    ])
    expect(within(pastGroup()).getAllByRole('article')).toHaveLength(3)
    await userEvent.click(registerButtons()[0]!)
    expect(await screen.findByText(/You will join the 15 December 2026 cohort/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Training Session')).not.toBeInTheDocument()
  })
})

describe("the training page in the spec's world (1 June 2025)", { timeout: 45_000 }, () => {
  onDay(SPEC_TODAY)

  it('shows 30 June 2025 as the next start and every seeded session as bookable', async () => {
    await openSchedule()
    expect(await screen.findByText(fullText('Next training starts 30 June 2025'))).toBeInTheDocument()
    await waitFor(() => expect(registerButtons()).toHaveLength(3))
    expect(screen.queryByRole('region', { name: 'Past sessions' })).not.toBeInTheDocument()
    expect(screen.queryByText('Past')).not.toBeInTheDocument()
  })
})
