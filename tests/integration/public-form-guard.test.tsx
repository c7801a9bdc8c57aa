import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PUBLIC_WRITE_RULES, setPublicWriteRules, stored } from '../../mocks/testing'
import { FILLED_TOO_FAST } from '../../api/rules/public-writes'
import { HONEYPOT_FIELD } from '../../src/api/rules/honeypot'
import { renderRoute } from '../setup/render'

/** The honeypot of a form: out of sight, out of the tab order, hidden from assistive technology, never autofilled. */
async function expectHiddenHoneypot(form: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  const trap = form.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!
  expect(trap).toBeInstanceOf(HTMLInputElement)
  expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
  expect(trap.closest('[aria-hidden="true"]')!.className).not.toBe('')
  expect(trap).toHaveAttribute('tabindex', '-1')
  expect(trap).toHaveAttribute('autocomplete', 'off')
  expect(within(form).queryByRole('textbox', { name: /website/i })).toBeNull()
  // Tabbing through the whole form, from its first field, never lands on it.
  const fields = within(form).getAllByRole('textbox').length + within(form).getAllByRole('combobox').length
  within(form).getAllByRole('textbox')[0]!.focus()
  for (let i = 0; i < fields + 4; i++) {
    await user.tab()
    expect(document.activeElement).not.toBe(trap)
  }
}

/** A person's pace: `performance.now` (the form's clock) runs on by `ms` while the test types at machine speed. */
function letTimePass() {
  const now = performance.now.bind(performance)
  let ahead = 0
  vi.spyOn(performance, 'now').mockImplementation(() => now() + ahead)
  return (ms: number) => void (ahead += ms)
}

async function openContactForm() {
  const user = userEvent.setup({ delay: null })
  renderRoute('/contact')
  const form = await screen.findByRole('form', { name: 'Contact form' })
  const field = (label: string) => within(form).getByLabelText(new RegExp(`^${label}`))
  const fill = async () => {
    await user.type(field('Name'), 'Ngozi Okafor')
    await user.type(field('Email'), 'ngozi@example.ng')
    await user.selectOptions(field('Service'), 'battery')
    await user.type(field('Message'), 'I would like a quote for a 5 kWh battery.')
  }
  const send = () => user.click(within(form).getByRole('button', { name: 'Send Message' }))
  return { user, form, fill, send }
}

describe('public forms against scripts', () => {
  it('the contact form has a honeypot hidden from people and assistive technology', async () => {
    const { user, form } = await openContactForm()
    await expectHiddenHoneypot(form, user)
  })

  it('the registration form has one too', async () => {
    renderRoute('/training?tab=schedule#registration')
    const form = await screen.findByRole('form', { name: 'Training registration' }, { timeout: 8000 })
    await expectHiddenHoneypot(form, userEvent.setup({ delay: null }))
  })

  it('a message sent at a person’s pace is stored, with the product’s minimum time on', async () => {
    setPublicWriteRules(PUBLIC_WRITE_RULES)
    const advance = letTimePass()
    const before = stored('contactMessages').length
    const { fill, send } = await openContactForm()
    await fill()
    advance(PUBLIC_WRITE_RULES.minFillMs + 20_000)
    await send()
    expect(await screen.findByText(/thank you/i, undefined, { timeout: 5000 })).toBeInTheDocument()
    expect(stored('contactMessages')).toHaveLength(before + 1)
  })

  it('a message sent sooner than a person could is refused with a message, and sent once time has passed', async () => {
    setPublicWriteRules(PUBLIC_WRITE_RULES)
    const advance = letTimePass()
    const before = stored('contactMessages').length
    const { fill, send } = await openContactForm()
    await fill()
    await send()
    expect(await screen.findByText(FILLED_TOO_FAST)).toBeInTheDocument()
    expect(stored('contactMessages')).toHaveLength(before)
    advance(PUBLIC_WRITE_RULES.minFillMs)
    await send()
    expect(await screen.findByText(/thank you/i, undefined, { timeout: 5000 })).toBeInTheDocument()
    expect(stored('contactMessages')).toHaveLength(before + 1)
  })
})
