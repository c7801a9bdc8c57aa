import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { apiUrl } from '../../src/api/config'
import type { RegistrationInput, TrainingSession } from '../../src/api/schemas'
import { call, signIn } from '../setup/api'
import { onDay, SPEC_TODAY } from '../setup/clock'
import { renderRoute } from '../setup/render'

beforeEach(() => {
  window.sessionStorage.clear()
})

const MESSAGES = [
  'Full name is required',
  'Invalid email address',
  'Gender is required',
  'Professional status is required',
  'Phone number is required',
  'WhatsApp number is required',
  'Address is required',
  'Training package is required',
  'Please tell us how you heard about us',
  'You must accept the terms and conditions',
]

/** A submit lasts at least 1.5 s; a whole page renders in jsdom. */
const SUBMIT = { timeout: 10_000 }

// Label queries: how a person finds a field, and far quicker than role queries over a whole page in jsdom.
// (A required field's label ends with an asterisk, hence the anchored pattern.)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const labelled = (name: string) => screen.getByLabelText(new RegExp(`^${escape(name)}( \\*)?$`))
const textbox = labelled
const select = labelled
const submit = () => screen.getByText('Submit Registration').closest('button')!

/** The schedule tab is the lightest to render next to the form. */
async function openForm() {
  renderRoute('/training?tab=schedule#registration')
  await screen.findByLabelText(/^Full Name/, undefined, { timeout: 8000 })
  return userEvent.setup({ delay: null })
}

/** Puts a whole value in at once (one input event), as pasting or autofill does. */
async function enter(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field)
  await user.paste(value)
}

async function fillValid(user: UserEvent) {
  await enter(user, textbox('Full Name'), 'Chioma Okafor')
  await enter(user, textbox('Email'), 'chioma@example.ng')
  await user.selectOptions(select('Gender'), 'female')
  await user.selectOptions(select('Professional Status'), 'installer')
  await enter(user, textbox('Phone Number'), '+234 803 123 4567')
  await enter(user, textbox('WhatsApp Number'), '+234 809 765 4321')
  await enter(user, textbox('Address'), '12 Nnebisi Road, Asaba')
  await user.selectOptions(select('Training Package'), 'intermediate')
  await user.selectOptions(select('How did you hear about us?'), 'whatsapp')
  await user.click(screen.getByLabelText('I agree to the terms and conditions and the privacy policy'))
}

/** Someone registered earlier with the e-mail fillValid types (in another case), and other details. */
const REGISTERED = {
  fullName: 'Chioma Adaobi Okafor',
  phone: '+234 803 000 1111',
  whatsappNumber: '+234 803 000 1111',
  address: '5 Old Market Road, Onitsha',
  gender: 'female',
  professionalStatus: 'student',
  trainingPackage: 'intermediate',
  referralSource: 'friend',
  termsAccepted: true,
}

async function seatsLeft(sessionId: string): Promise<number> {
  const { body } = await call('GET', '/training-sessions')
  return (body.items as TrainingSession[]).find((session) => session.id === sessionId)!.seatsLeft
}

// A whole page renders in jsdom per test, and a submit lasts at least 1.5 s. The form books the spec's sessions in
// the spec's world; training-schedule.test.tsx has the form once they are over.
describe('the registration form', { timeout: 45_000 }, () => {
  onDay(SPEC_TODAY)

  it('shows every message of the spec on an empty submit, under its field, and focuses Full Name', async () => {
    const user = await openForm()
    let posts = 0
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts += 1
    })
    await user.click(submit())
    for (const message of MESSAGES) expect(await screen.findByText(message)).toBeInTheDocument()
    expect(textbox('Full Name')).toHaveFocus()
    expect(textbox('Full Name')).toHaveAccessibleDescription('Full name is required')
    expect(select('Gender')).toHaveAccessibleDescription('Gender is required')
    expect(screen.getByLabelText(/^I agree/)).toHaveAccessibleDescription('You must accept the terms and conditions')
    expect(textbox('Organization (optional)')).not.toHaveAccessibleDescription()
    expect(posts).toBe(0)
    server.events.removeAllListeners()
  })

  it('re-validates on change after the first submit', async () => {
    const user = await openForm()
    await user.click(submit())
    await screen.findByText('Full name is required')
    await user.type(textbox('Full Name'), 'Ab')
    expect(screen.getByText('Full name is required')).toBeInTheDocument()
    await user.type(textbox('Full Name'), 'i')
    await waitFor(() => expect(screen.queryByText('Full name is required')).not.toBeInTheDocument())
    await user.type(textbox('Email'), 'chioma@example')
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    await user.type(textbox('Email'), '.ng')
    await waitFor(() => expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument())
    await user.selectOptions(select('How did you hear about us?'), 'facebook')
    await waitFor(() => expect(screen.queryByText('Please tell us how you heard about us')).not.toBeInTheDocument())
  })

  it("shows a 422's field issues under their fields, keeps the values and focuses the first", async () => {
    server.use(
      http.post(apiUrl('/registrations'), () =>
        HttpResponse.json(
          {
            message: 'Some fields are not valid',
            issues: [
              { path: 'email', message: 'This e-mail address is already registered' },
              { path: 'phone', message: 'Use a phone number that can receive calls' },
            ],
          },
          { status: 422 },
        ),
      ),
    )
    const user = await openForm()
    await fillValid(user)
    await user.click(submit())
    expect(await screen.findByText('This e-mail address is already registered', undefined, SUBMIT)).toBeInTheDocument()
    expect(textbox('Email')).toHaveAccessibleDescription('This e-mail address is already registered')
    expect(textbox('Phone Number')).toHaveAccessibleDescription('Use a phone number that can receive calls')
    expect(textbox('Email')).toHaveFocus()
    expect(textbox('Email')).toHaveValue('chioma@example.ng')
    expect(textbox('Full Name')).toHaveValue('Chioma Okafor')
    expect(screen.getByText('Something went wrong')).toBeInTheDocument()
    expect(submit()).toBeEnabled()
    // Changing the field clears the server's message like any other.
    await user.type(textbox('Email'), 'x')
    await waitFor(() => expect(screen.queryByText('This e-mail address is already registered')).not.toBeInTheDocument())
  })

  it('sends the contract input, takes a seat and shows the success view and the payment dialog', async () => {
    let sent: RegistrationInput | undefined
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') sent = (await request.clone().json()) as RegistrationInput
    })
    const user = await openForm()
    const before = await seatsLeft('session-2025-07-25')
    await fillValid(user)
    await user.click(submit())
    expect((await screen.findByText('Processing...')).closest('button')).toBeDisabled()
    expect(await screen.findByText('Registration Successful!', undefined, SUBMIT)).toBeInTheDocument()
    server.events.removeAllListeners()

    // Empty optional fields are left out; the single open session is taken by the API.
    expect(sent).toEqual({
      fullName: 'Chioma Okafor',
      email: 'chioma@example.ng',
      gender: 'female',
      professionalStatus: 'installer',
      phone: '+234 803 123 4567',
      whatsappNumber: '+234 809 765 4321',
      address: '12 Nnebisi Road, Asaba',
      trainingPackage: 'intermediate',
      referralSource: 'whatsapp',
      termsAccepted: true,
      // The time since the form was shown; the honeypot, left empty, is not sent.
      fillMs: expect.any(Number),
    })
    expect(await seatsLeft('session-2025-07-25')).toBe(before - 1)
    expect(screen.getByText('Registration submitted!')).toBeInTheDocument()
    // The panel beside the success view still shows the package just registered for.
    const summary = document.getElementById('package-summary-title')!.closest('section')!
    expect(summary).toHaveAccessibleName('Intermediate Package')
    expect(within(summary).getByText('Your package')).toBeInTheDocument()
    expect(within(summary).getByText('₦150,000')).toBeInTheDocument()

    const dialog = (await screen.findByText('Payment Instructions')).closest<HTMLElement>('[role="dialog"]')!
    expect(dialog).toHaveAccessibleName('Payment Instructions')
    expect(within(dialog).getByText('Intermediate package')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Pay ₦150,000 online' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/payment\/pay-[\w-]+\?amount=15000000$/),
    )
    expect(within(dialog).getByText('1012345678')).toBeInTheDocument()
  })

  it('an e-mail already registered is told its payment page was e-mailed: no stored data, no payment dialog', async () => {
    expect((await call('POST', '/registrations', { body: { ...REGISTERED, email: 'CHIOMA@example.ng' } })).status).toBe(201)
    const user = await openForm()
    await fillValid(user)
    await user.click(submit())
    expect(await screen.findByText('You are already registered', { selector: 'h3' }, SUBMIT)).toBeInTheDocument()
    expect(screen.getByText(/is already registered for this training, so nothing new was registered/)).toHaveTextContent(
      'chioma@example.ng is already registered for this training, so nothing new was registered. We have e-mailed it where your registration stands and the link to its payment page.',
    )
    expect(screen.getByText('We have e-mailed you your payment page.')).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/Adaobi|Onitsha|803 000 1111/)
    expect(screen.queryByText('Registration Successful!')).not.toBeInTheDocument()
    expect(screen.queryByText('Payment Instructions')).not.toBeInTheDocument()
    expect(screen.queryByText('Show payment instructions')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Register Another Person' }))
    expect(await screen.findByLabelText(/^Full Name/)).toHaveValue('')
  })

  it('explains a full session (409) above the button and keeps the values', async () => {
    server.use(
      http.post(apiUrl('/registrations'), () =>
        HttpResponse.json(
          { message: 'This training session is full. Please choose another session or package.', issues: [] },
          { status: 409 },
        ),
      ),
    )
    const user = await openForm()
    await fillValid(user)
    await user.click(submit())
    const title = await screen.findByText('We could not complete your registration', undefined, SUBMIT)
    const alert = title.closest('[role="alert"]')
    expect(alert).toHaveTextContent('This training session is full. Please choose another session or package.')
    expect(textbox('Full Name')).toHaveValue('Chioma Okafor')
    expect(select('Training Package')).toHaveValue('intermediate')
  })

  it('lets the trainee pick a cohort when the package has several sessions with seats', async () => {
    const token = await signIn()
    const added = await call('POST', '/training-sessions', {
      token,
      body: {
        date: { day: 15, month: 'Sep', year: 2025 },
        title: 'Beginner Solar Installation Training (September)',
        packageId: 'beginner',
        duration: '1 Month',
        time: '9:00 AM - 4:00 PM',
        location: 'SunHarvest Training Centre, Asaba, Delta State',
        instructor: 'Ibrahim Musa',
        price: 75000,
        seatsLeft: 10,
        highlighted: false,
      },
    })
    expect(added.status).toBe(201)
    const user = await openForm()
    await fillValid(user)
    // One open intermediate session: it is named, not asked for.
    expect(screen.getByText(/You will join the 25 July 2025 cohort/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Training Session')).not.toBeInTheDocument()

    await user.selectOptions(select('Training Package'), 'beginner')
    const cohort = screen.getByLabelText('Training Session')
    expect(cohort).toHaveValue('session-2025-06-30')
    expect(
      within(cohort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['30 June 2025, 9:00 AM - 4:00 PM (only 3 seats left)', '15 September 2025, 9:00 AM - 4:00 PM (10 seats left)'])
    await user.selectOptions(cohort, added.body.id as string)
    await user.click(submit())
    expect(await screen.findByText('Registration Successful!', undefined, SUBMIT)).toBeInTheDocument()
    expect(await seatsLeft(added.body.id as string)).toBe(9)
    expect(await seatsLeft('session-2025-06-30')).toBe(3)
  })
})
