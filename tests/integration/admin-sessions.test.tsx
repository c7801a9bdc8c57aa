import { notifications } from '@mantine/notifications'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import type { TrainingSession } from '../../src/api/schemas'
import { signInForTests } from '../setup/admin-session'
import { call } from '../setup/api'
import { ISSUE_TODAY, onDay, SPEC_TODAY } from '../setup/clock'
import { renderRoute } from '../setup/render'

// Lazy screens load slowly on a busy machine: wait up to 8 s for them.
configure({ asyncUtilTimeout: 8000 })

let token = ''
beforeEach(async () => {
  notifications.clean()
  token = await signInForTests()
})

const sessions = async () => (await call('GET', '/training-sessions')).body.items as TrainingSession[]
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) })
const numberField = (name: string) => screen.getByRole('spinbutton', { name: new RegExp(`^${name}`) })

async function replace(input: HTMLElement, value: string) {
  await userEvent.clear(input)
  if (value) await userEvent.type(input, value)
}

describe("training sessions list in the spec's world", () => {
  onDay(SPEC_TODAY)

  it('shows every session earliest first with the next training start, and deletes one after confirmation', async () => {
    renderRoute('/dashboard/training-sessions')
    const table = await screen.findByRole('table', { name: 'Training sessions' })
    const titles = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('link')[0]!.textContent)
    expect(titles).toEqual(seed.trainingSessions.map((s) => s.title))
    expect(screen.getByText('30 June 2025', { selector: 'strong' })).toBeInTheDocument()
    expect(within(table).getByText('Only 3 seats left')).toBeInTheDocument()

    const first = seed.trainingSessions[0]!
    await userEvent.click(screen.getByRole('button', { name: `Delete ${first.title}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this session?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete session' }))
    expect(await screen.findByText('Session deleted')).toBeInTheDocument()
    expect((await sessions()).map((s) => s.id)).not.toContain(first.id)
    expect(await screen.findByText('25 July 2025', { selector: 'strong' })).toBeInTheDocument()
    expect(within(table).queryByText('Past')).not.toBeInTheDocument()
  })
})

describe('training sessions list on 24 November 2026', () => {
  onDay(ISSUE_TODAY)

  it('marks the sessions already held as past and says none is upcoming', async () => {
    renderRoute('/dashboard/training-sessions')
    const table = await screen.findByRole('table', { name: 'Training sessions' })
    expect(within(table).getAllByText('Past')).toHaveLength(seed.trainingSessions.length)
    expect(screen.getByText(/none is upcoming/)).toBeInTheDocument()
    expect(screen.queryByText('30 June 2025', { selector: 'strong' })).not.toBeInTheDocument()
  })
})

describe('session form', () => {
  it('shows the validation messages, sends nothing, then creates the session once corrected', async () => {
    const { router } = renderRoute('/dashboard/training-sessions/new')
    await screen.findByRole('form', { name: 'New session' })
    await replace(numberField('Day'), '31')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Month/ }), 'Apr')
    await replace(numberField('Year'), '2026')
    await replace(numberField('Price'), '')
    await replace(numberField('Seats left'), '-1')
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }))

    for (const message of [
      'Title must be at least 3 characters',
      'This day does not exist in that month',
      'Instructor is required',
      'Price must be a number',
      'Seats left cannot be negative',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(await sessions()).toHaveLength(seed.trainingSessions.length)

    await replace(field('Title'), 'Weekend Solar Basics')
    await replace(field('Instructor'), 'Ibrahim Musa')
    await replace(numberField('Day'), '30')
    await replace(numberField('Price'), '60000')
    await replace(numberField('Seats left'), '15')
    await userEvent.click(screen.getByRole('checkbox', { name: /^Highlighted/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }))
    expect(await screen.findByText('Session created')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/training-sessions'))
    expect((await sessions()).find((s) => s.title === 'Weekend Solar Basics')).toMatchObject({
      date: { day: 30, month: 'Apr', year: 2026 },
      price: 60000,
      seatsLeft: 15,
      highlighted: true,
      packageId: 'beginner',
    })
  })

  it('edits a session: the stored values are in the form and the change is saved', async () => {
    const session = seed.trainingSessions[1]!
    renderRoute(`/dashboard/training-sessions/edit/${session.id}`)
    expect(await screen.findByRole('heading', { level: 1, name: `Edit session: ${session.title}` })).toBeInTheDocument()
    expect(field('Instructor')).toHaveValue(session.instructor)
    expect(screen.getByRole('combobox', { name: /^Package/ })).toHaveValue('intermediate')
    expect(screen.getByRole('checkbox', { name: /^Highlighted/ })).toBeChecked()
    await replace(numberField('Seats left'), '2')
    await replace(field('Time'), '8:30 AM - 3:30 PM')
    await userEvent.click(screen.getByRole('button', { name: 'Save Session' }))
    expect(await screen.findByText('Session saved')).toBeInTheDocument()
    expect((await call('GET', `/training-sessions/${session.id}`)).body).toMatchObject({
      seatsLeft: 2,
      time: '8:30 AM - 3:30 PM',
    })
  })
})

describe('demo data reset', () => {
  it('asks first, then restores the seed and keeps the admin signed in', async () => {
    const changed = { ...seed.trainingSessions[0]!, title: 'Renamed for the test' }
    const { id, ...input } = changed
    await call('PUT', `/training-sessions/${id}`, { token, body: input })
    await call('POST', '/contact-messages', { body: { name: 'Ada', email: 'ada@example.ng', service: 'battery', message: 'Hi' } })

    renderRoute('/dashboard/settings?tab=demo')
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Demo Data' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reset all demo data?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset everything' }))
    expect(await screen.findByText('Demo data reset')).toBeInTheDocument()
    expect((await sessions()).map((s) => s.title)).toEqual(seed.trainingSessions.map((s) => s.title))
    expect((await call('GET', '/contact-messages', { token })).body.items).toEqual([])
  })
})
