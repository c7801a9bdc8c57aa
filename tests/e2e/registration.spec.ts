import type { Page } from '@playwright/test'
import { expect, test, FIRST_LOAD, setFaultRules } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { SPEC_TODAY, startClockAt } from './clock'
import { PUBLIC_WRITE_RULES } from '../../api/rules/public-writes'

const DRAFT_KEY = 'sunharvest-registration-draft'
/** A fresh context starts the mock service worker and seeds its database first; a busy machine needs time. */
test.describe.configure({ timeout: 60_000 })

// Registrations take seats in the spec's world, where its 2025 sessions are still to come (training.spec.ts has
// the site once they are over).
test.beforeEach(async ({ page }) => {
  await startClockAt(page, SPEC_TODAY)
})

interface Person {
  fullName: string
  email: string
  gender: string
  professionalStatus: string
  phone: string
  whatsappNumber: string
  address: string
  organization: string
  trainingPackage: 'beginner' | 'intermediate' | 'advanced'
  referralSource: string
}

const person = (overrides: Partial<Person> = {}): Person => ({
  fullName: 'Chioma Okafor',
  email: 'chioma@example.ng',
  gender: 'female',
  professionalStatus: 'installer',
  phone: '+234 803 123 4567',
  whatsappNumber: '+234 809 765 4321',
  address: '12 Nnebisi Road, Asaba, Delta State',
  organization: 'Delta Solar Works',
  trainingPackage: 'beginner',
  referralSource: 'whatsapp',
  ...overrides,
})

const PACKAGES = {
  beginner: { name: 'Beginner', amount: '₦75,000', kobo: 7_500_000 },
  intermediate: { name: 'Intermediate', amount: '₦150,000', kobo: 15_000_000 },
  advanced: { name: 'Advanced', amount: '₦250,000', kobo: 25_000_000 },
} as const

const field = {
  fullName: (page: Page) => page.getByRole('textbox', { name: 'Full Name', exact: true }),
  email: (page: Page) => page.getByRole('textbox', { name: 'Email', exact: true }),
  gender: (page: Page) => page.getByRole('combobox', { name: 'Gender', exact: true }),
  professionalStatus: (page: Page) => page.getByRole('combobox', { name: 'Professional Status', exact: true }),
  phone: (page: Page) => page.getByRole('textbox', { name: 'Phone Number', exact: true }),
  whatsappNumber: (page: Page) => page.getByRole('textbox', { name: 'WhatsApp Number', exact: true }),
  address: (page: Page) => page.getByRole('textbox', { name: 'Address', exact: true }),
  organization: (page: Page) => page.getByRole('textbox', { name: 'Organization (optional)', exact: true }),
  trainingPackage: (page: Page) => page.getByRole('combobox', { name: 'Training Package', exact: true }),
  referralSource: (page: Page) => page.getByRole('combobox', { name: 'How did you hear about us?', exact: true }),
  terms: (page: Page) => page.getByRole('checkbox', { name: 'I agree to the terms and conditions and the privacy policy' }),
}

const submitButton = (page: Page) => page.getByRole('button', { name: /^(Submit Registration|Processing\.\.\.)$/ })

async function openForm(page: Page) {
  await page.goto('/training#registration')
  await expect(field.fullName(page)).toBeVisible(FIRST_LOAD)
  await expect(page.getByLabel(/^Loading /)).toHaveCount(0, FIRST_LOAD)
}

async function fillForm(page: Page, who: Person) {
  await field.fullName(page).fill(who.fullName)
  await field.email(page).fill(who.email)
  await field.gender(page).selectOption(who.gender)
  await field.professionalStatus(page).selectOption(who.professionalStatus)
  await field.phone(page).fill(who.phone)
  await field.whatsappNumber(page).fill(who.whatsappNumber)
  await field.address(page).fill(who.address)
  await field.organization(page).fill(who.organization)
  await field.trainingPackage(page).selectOption(who.trainingPackage)
  await field.referralSource(page).selectOption(who.referralSource)
  await field.terms(page).check()
  // A person takes some seconds over the form; the API refuses one sent sooner.
  await page.clock.fastForward(PUBLIC_WRITE_RULES.minFillMs)
}

async function expectBlankForm(page: Page) {
  for (const name of ['fullName', 'email', 'phone', 'whatsappNumber', 'address', 'organization'] as const) {
    await expect(field[name](page)).toHaveValue('')
  }
  for (const name of ['gender', 'professionalStatus', 'trainingPackage', 'referralSource'] as const) {
    await expect(field[name](page)).toHaveValue('')
  }
  await expect(field.terms(page)).not.toBeChecked()
}

/** The registration's own payment, in the simulated checkout (the mock has no Paystack key). */
const checkoutOf = (kobo: number) => new RegExp(`^/payment/pay-[\\w-]+\\?amount=${kobo}$`)

/** Submits a filled form and waits for the success view and the payment dialog. */
async function register(page: Page, who: Person) {
  await fillForm(page, who)
  await submitButton(page).click()
  // At least 1.5 s of processing by the spec, plus the API; the first submit also loads the form's validator.
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible({ timeout: 15_000 })
  const dialog = page.getByRole('dialog', { name: 'Payment Instructions' })
  await expect(dialog).toBeVisible()
  return dialog
}

const VALIDATION_MESSAGES = [
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

test('the form: two labelled sections, the spec options, +234 placeholders and the terms links', async ({ page }) => {
  await openForm(page)
  const personal = page.getByRole('group', { name: 'Personal Information' })
  const training = page.getByRole('group', { name: 'Training Details' })
  for (const label of ['Full Name', 'Email', 'Phone Number', 'WhatsApp Number', 'Address', 'Organization (optional)']) {
    await expect(personal.getByRole('textbox', { name: label, exact: true })).toBeVisible()
  }
  for (const label of ['Gender', 'Professional Status']) {
    await expect(personal.getByRole('combobox', { name: label, exact: true })).toBeVisible()
  }
  for (const label of ['Training Package', 'How did you hear about us?']) {
    await expect(training.getByRole('combobox', { name: label, exact: true })).toBeVisible()
  }
  await expect(
    training.getByRole('checkbox', { name: 'I agree to the terms and conditions and the privacy policy' }),
  ).toBeVisible()
  await expect(field.phone(page)).toHaveAttribute('placeholder', /^\+234/)
  await expect(field.whatsappNumber(page)).toHaveAttribute('placeholder', /^\+234/)

  await expect(field.gender(page).locator('option')).toHaveText([
    'Select your gender',
    'Male',
    'Female',
    'Other',
    'Prefer not to say',
  ])
  await expect(field.professionalStatus(page).locator('option')).toHaveText([
    'Select your status',
    'Student',
    'Job Seeker',
    'Installer',
    'Professional',
  ])
  await expect(field.referralSource(page).locator('option')).toHaveText([
    'Select an option',
    'Facebook',
    'Billboard',
    'A friend',
    'WhatsApp',
    'Online',
  ])
  await expect(field.trainingPackage(page).locator('option')).toHaveText([
    'Select a package',
    'Beginner: ₦75,000, 1 month',
    'Intermediate: ₦150,000, 2 months',
    'Advanced: ₦250,000, 3 months',
  ])

  const terms = training.getByRole('link', { name: 'terms and conditions' })
  await expect(terms).toHaveAttribute('href', '/terms-of-service')
  await expect(terms).toHaveAttribute('target', '_blank')
  await expect(training.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy')
})

test('an empty submit shows every message of the spec and focuses Full Name; each message goes once fixed', async ({ page }) => {
  await openForm(page)
  await submitButton(page).click()
  for (const message of VALIDATION_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible()
  await expect(field.fullName(page)).toBeFocused()
  await expect(field.fullName(page)).toHaveAttribute('aria-invalid', 'true')
  // The optional field has no message.
  await expect(field.organization(page)).not.toHaveAttribute('aria-invalid', 'true')

  // After the first submit, each field re-validates as it changes.
  await field.fullName(page).fill('Ab')
  await expect(page.getByText('Full name is required')).toBeVisible()
  await field.fullName(page).fill('Abi')
  await expect(page.getByText('Full name is required')).toHaveCount(0)

  await field.email(page).fill('chioma@')
  await expect(page.getByText('Invalid email address')).toBeVisible()
  await field.email(page).fill('chioma@example.ng')
  await expect(page.getByText('Invalid email address')).toHaveCount(0)

  await field.gender(page).selectOption('prefer-not-to-say')
  await expect(page.getByText('Gender is required')).toHaveCount(0)
  await field.professionalStatus(page).selectOption('job-seeker')
  await expect(page.getByText('Professional status is required')).toHaveCount(0)

  await field.phone(page).fill('+234')
  await expect(page.getByText('Phone number is required')).toBeVisible()
  await field.phone(page).fill('+234 803 123 4567')
  await expect(page.getByText('Phone number is required')).toHaveCount(0)

  await field.whatsappNumber(page).fill('+234 809 765 4321')
  await expect(page.getByText('WhatsApp number is required')).toHaveCount(0)
  await field.address(page).fill('Asaba')
  await expect(page.getByText('Address is required')).toHaveCount(0)
  await field.trainingPackage(page).selectOption('advanced')
  await expect(page.getByText('Training package is required')).toHaveCount(0)
  await field.referralSource(page).selectOption('billboard')
  await expect(page.getByText('Please tell us how you heard about us')).toHaveCount(0)
  await field.terms(page).check()
  await expect(page.getByText('You must accept the terms and conditions')).toHaveCount(0)

  // Unticking brings its message back at once.
  await field.terms(page).uncheck()
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible()
})

test('a successful registration: processing for at least 1.5 s, the toast, the success view and the payment dialog', async ({
  page,
}) => {
  await openForm(page)
  await fillForm(page, person({ trainingPackage: 'beginner' }))
  const started = Date.now()
  await submitButton(page).click()
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible()
  expect(Date.now() - started).toBeGreaterThanOrEqual(1500)

  await expect(page.getByText('Registration submitted!')).toBeVisible()
  await expect(page.getByText('Your information has been sent to our team.')).toBeVisible()
  await expect(page.getByText(/We have sent an e-mail with payment information/)).toBeVisible()
  await expect(page.getByText(/follow the payment instructions in the popup/)).toBeVisible()

  const dialog = page.getByRole('dialog', { name: 'Payment Instructions' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Beginner package')).toBeVisible()
  await expect(dialog.getByText('₦75,000').first()).toBeVisible()
  await expect(dialog.getByText('Zenith Bank')).toBeVisible()
  await expect(dialog.getByText('SunHarvest Energy Ltd')).toBeVisible()
  await expect(dialog.getByText('1012345678')).toBeVisible()
  const pay = dialog.getByRole('link', { name: 'Pay ₦75,000 online' })
  await expect(pay).toHaveAttribute('href', checkoutOf(PACKAGES.beginner.kobo))
  await expect(pay).toHaveAttribute('target', '_blank')
  await expect(pay).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(dialog.getByRole('link', { name: 'training@sunharvest.ng' })).toHaveAttribute(
    'href',
    /^mailto:training@sunharvest\.ng\?subject=/,
  )

  // Focus is trapped in the dialog.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }

  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeFocused()

  // It can be opened again from the success view, and closed with Escape.
  await page.getByRole('button', { name: 'Show payment instructions' }).click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Register Another Person' }).click()
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toHaveCount(0)
  await expectBlankForm(page)
  await expect(field.fullName(page)).toBeFocused()
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull()
})

test('the payment dialog shows the amount and the registration\'s own payment link for each package', async ({ page }) => {
  test.setTimeout(90_000)
  await openForm(page)
  for (const [id, pkg] of Object.entries(PACKAGES)) {
    const dialog = await register(
      page,
      person({ trainingPackage: id as Person['trainingPackage'], fullName: `${pkg.name} Trainee` }),
    )
    await expect(dialog.getByText(`${pkg.name} package`)).toBeVisible()
    await expect(dialog.getByText(pkg.amount, { exact: true }).first()).toBeVisible()
    const pay = dialog.getByRole('link', { name: `Pay ${pkg.amount} online` })
    await expect(pay).toHaveAttribute('href', checkoutOf(pkg.kobo))
    await expect(pay).toHaveAttribute('target', '_blank')
    await expect(pay).toHaveAttribute('rel', /noopener/)
    await dialog.getByRole('button', { name: 'Close payment instructions' }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Register Another Person' }).click()
    await expectBlankForm(page)
  }
})

test('registering takes a seat: the schedule shows one seat fewer', async ({ page }) => {
  await openForm(page)
  await register(page, person({ trainingPackage: 'intermediate' }))
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()
  await page.getByRole('tab', { name: 'Schedule' }).click()
  const intermediate = page.locator('#schedule article').filter({ hasText: 'Intermediate Solar Design & Installation' })
  await expect(intermediate.getByText('7 seats left')).toBeVisible()
  // A fresh load reads the same from the API.
  await page.goto('/training?tab=schedule')
  await expect(intermediate.getByText('7 seats left')).toBeVisible(FIRST_LOAD)
})

test.describe('a full session', () => {
  // The browser logs the API's 409 answer as a console error; that answer is what this test expects.
  test.use({ allowedConsoleErrors: [/the server responded with a status of 409/] })

  test('refuses the fourth beginner registration with a clear message, and the schedule shows Full', async ({ page }) => {
    test.setTimeout(90_000)
    await openForm(page)
    // The seed's beginner session has 3 seats.
    for (let n = 1; n <= 3; n++) {
      const dialog = await register(page, person({ fullName: `Trainee Number ${n}`, email: `trainee${n}@example.ng` }))
      await dialog.getByRole('button', { name: 'Close', exact: true }).click()
      await page.getByRole('button', { name: 'Register Another Person' }).click()
    }
    await fillForm(page, person({ fullName: 'Trainee Number Four', email: 'trainee4@example.ng' }))
    await expect(page.getByText('Every Beginner session is full')).toBeVisible()
    await submitButton(page).click()
    const alert = page.getByRole('alert').filter({ hasText: 'We could not complete your registration' })
    await expect(alert).toContainText(
      'Every session of this package is full. Please choose another package or join the waiting list.',
    )
    await expect(page.getByText('Something went wrong')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toHaveCount(0)
    await expect(field.fullName(page)).toHaveValue('Trainee Number Four')

    await page.getByRole('tab', { name: 'Schedule' }).click()
    const beginner = page.locator('#schedule article').filter({ hasText: 'Beginner Solar Installation Training' })
    await expect(beginner.getByText('Full', { exact: true })).toBeVisible()
    await expect(beginner.getByRole('button', { name: 'Fully booked' })).toBeDisabled()
    await expect(beginner.getByRole('button', { name: /^Register/ })).toHaveCount(0)
    await expect(field.trainingPackage(page).locator('option[value="beginner"]')).toHaveText(/fully booked/)
  })
})

test.describe('a dropped connection', () => {
  // The browser logs the dropped request itself; that is what this test expects.
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })

  test('a failed submit returns to idle with every value kept and the error toast', async ({ page }) => {
    // The mock API's fault switch (mocks/faults/) drops the POST like a lost connection: the app's fetch rejects.
    const setFault = (on: boolean) => setFaultRules(page, on ? [{ match: 'POST /api/registrations', network: true }] : [])
    await openForm(page)
    const who = person({ trainingPackage: 'advanced' })
    await fillForm(page, who)
    await setFault(true)
    await submitButton(page).click()
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    await expect(page.getByText('Something went wrong')).toBeVisible()
    await expect(page.getByText('Please try again later.')).toBeVisible()
    await expect(submitButton(page)).toHaveText('Submit Registration')
    await expect(submitButton(page)).toBeEnabled()
    await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toHaveCount(0)
    for (const name of [
      'fullName',
      'email',
      'phone',
      'whatsappNumber',
      'address',
      'organization',
      'gender',
      'professionalStatus',
      'trainingPackage',
      'referralSource',
    ] as const) {
      await expect(field[name](page)).toHaveValue(who[name])
    }
    await expect(field.terms(page)).toBeChecked()

    // The connection is back: the same values go through.
    await setFault(false)
    await submitButton(page).click()
    await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible()
  })
})

test('a half-filled form survives a reload, and the draft is cleared after success', async ({ page }) => {
  await openForm(page)
  await field.fullName(page).fill('Draft Person')
  await field.email(page).fill('draft@example.ng')
  await field.gender(page).selectOption('male')
  await field.trainingPackage(page).selectOption('intermediate')
  await field.terms(page).check()
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toContain('Draft Person')

  await page.reload()
  await expect(field.fullName(page)).toHaveValue('Draft Person', FIRST_LOAD)
  await expect(field.email(page)).toHaveValue('draft@example.ng')
  await expect(field.gender(page)).toHaveValue('male')
  await expect(field.trainingPackage(page)).toHaveValue('intermediate')
  await expect(field.terms(page)).toBeChecked()
  await expect(field.phone(page)).toHaveValue('')

  await field.professionalStatus(page).selectOption('student')
  await field.phone(page).fill('+234 803 123 4567')
  await field.whatsappNumber(page).fill('+234 803 123 4567')
  await field.address(page).fill('Okpanam Road, Asaba')
  await field.referralSource(page).selectOption('friend')
  await page.clock.fastForward(PUBLIC_WRITE_RULES.minFillMs)
  await submitButton(page).click()
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible()
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull()
  await page.reload()
  await expect(field.fullName(page)).toBeVisible(FIRST_LOAD)
  await expect(field.fullName(page)).toHaveValue('')
})

test('double-clicking submit, then pressing Enter, sends exactly one request', async ({ page }) => {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/registrations')) posts.push(request.url())
  })
  await openForm(page)
  await fillForm(page, person({ trainingPackage: 'intermediate' }))
  await submitButton(page).dblclick()
  await field.address(page).press('Enter')
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible()
  expect(posts).toHaveLength(1)
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()
  await page.getByRole('tab', { name: 'Schedule' }).click()
  // One seat taken, not two.
  await expect(page.locator('#schedule article').filter({ hasText: 'Intermediate' }).getByText('7 seats left')).toBeVisible()
})

test('axe finds no WCAG 2.2 AA violation with the payment dialog open', async ({ page }) => {
  await openForm(page)
  await register(page, person())
  await expect(page.getByText('Registration submitted!')).toBeVisible()
  await expectNoAxeViolations(page)
})
