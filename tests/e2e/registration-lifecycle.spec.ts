import type { Page } from '@playwright/test'
import { signInAsAdmin } from '../../mocks/testing-playwright'
import type { AdminSession } from '../../src/api/schemas'
import { sampleRegistration } from '../setup/inquiry-samples'
import { SPEC_TODAY, startClockAt } from './clock'
import { expect, test, FIRST_LOAD } from './fixtures'
import { fillBeginnerRegistration, openRegistrationForm, submitRegistration } from './registration-form'

/** A fresh context starts the mock service worker and seeds its database first; a busy machine needs time. */
test.describe.configure({ timeout: 90_000 })

// The spec's world, where the Beginner session (30 June 2025, 3 seats) is still to come.
const BEGINNER_SESSION = 'session-2025-06-30'
const HOLD_HOURS = 48
/** The schedule's tab open above the form. */
const WITH_SCHEDULE = '?tab=schedule'

let admin: AdminSession
test.beforeEach(async ({ page }) => {
  await startClockAt(page, SPEC_TODAY)
  admin = await signInAsAdmin(page)
})

const beginnerCard = (page: Page) => page.locator('article').filter({ hasText: 'Beginner Solar Installation Training' })

/** Takes Beginner seats through the API, as other visitors' registrations would (the page's own mock answers). */
async function othersRegister(page: Page, people: { fullName: string; email: string }[]) {
  const statuses = await page.evaluate(
    async ({ base, people, sessionId }) => {
      const answers = []
      for (const person of people) {
        const body = { ...base, ...person, trainingPackage: 'beginner', sessionId, fillMs: 60_000 }
        answers.push((await fetch('/api/registrations', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status)
      }
      return answers
    },
    { base: sampleRegistration, people, sessionId: BEGINNER_SESSION },
  )
  expect(statuses).toEqual(people.map(() => 201))
}

/** The admin's view of one registration, opened from the inbox by the registrant's name. */
async function openRegistration(page: Page, fullName: string) {
  await page.goto('/dashboard/inbox?kind=registrations')
  await page.getByRole('link', { name: fullName }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Registration: ${fullName}` })).toBeVisible(FIRST_LOAD)
}

/** The subjects of the e-mails the demo sent to `to`, from the admin's Outbox screen. */
async function expectMailTo(page: Page, to: string, subject: string) {
  await page.goto('/dashboard/outbox')
  const rows = page.getByRole('table', { name: 'Outbox' }).getByRole('row').filter({ hasText: to })
  await expect(rows.filter({ hasText: subject })).toHaveCount(1, FIRST_LOAD)
}

/** The site path of the payment link in the last e-mail sent to `to` (read through the API as the signed-in admin). */
async function paymentLinkMailedTo(page: Page, to: string, token: string): Promise<string> {
  const body = await page.evaluate(
    async ({ to, token }) => {
      const answer = await fetch('/api/outbox?pageSize=100', { headers: { Authorization: `Bearer ${token}` } })
      const { items } = (await answer.json()) as { items: { to: string; body: string }[] }
      return items.find((mail) => mail.to === to)?.body ?? ''
    },
    { to, token },
  )
  const link = /https?:\/\/\S+\/payment\/pay-[\w-]+/.exec(body)?.[0]
  expect(link, `a payment link in the e-mail to ${to}`).toBeTruthy()
  return new URL(link!).pathname
}

test('an unpaid hold lapses: the registration expires, the seat is back on the schedule, the registrant is told', async ({ page }) => {
  await openRegistrationForm(page, WITH_SCHEDULE)
  await expect(beginnerCard(page)).toContainText('Only 3 seats left')
  await fillBeginnerRegistration(page, 'Funke Adeyemi', 'funke@example.ng')
  await submitRegistration(page)
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible({ timeout: 15_000 })
  await page.keyboard.press('Escape')
  await expect(beginnerCard(page)).toContainText('Only 2 seats left', FIRST_LOAD)

  await page.clock.fastForward(`${HOLD_HOURS + 1}:00:00`)
  await page.reload()
  await expect(beginnerCard(page)).toContainText('Only 3 seats left', FIRST_LOAD)

  await openRegistration(page, 'Funke Adeyemi')
  await expect(page.getByText('Expired', { exact: true })).toBeVisible()
  await expectMailTo(page, 'funke@example.ng', 'Your seat was released: Beginner package')
})

test("a full session's waiting list gets the seat an admin frees; the registrant is told by e-mail and pays from its link", async ({ page }) => {
  await openRegistrationForm(page, WITH_SCHEDULE)
  await othersRegister(page, [
    { fullName: 'Bola Ahmed', email: 'bola@example.ng' },
    { fullName: 'Chidi Okeke', email: 'chidi@example.ng' },
    { fullName: 'Dayo Ojo', email: 'dayo@example.ng' },
  ])
  await page.reload()
  await expect(beginnerCard(page)).toContainText('Full', FIRST_LOAD)
  await expect(page.getByLabel(/^Loading /)).toHaveCount(0, FIRST_LOAD)

  await fillBeginnerRegistration(page, 'Efe Oghene', 'efe@example.ng')
  await page.getByRole('checkbox', { name: /^Join the waiting list/ }).check()
  await submitRegistration(page)
  await expect(page.getByRole('heading', { name: 'You are on the waiting list' })).toBeVisible({ timeout: 15_000 })

  await openRegistration(page, 'Chidi Okeke')
  await page.getByRole('button', { name: 'Cancel registration' }).click()
  await page.getByRole('dialog', { name: 'Cancel this registration?' }).getByRole('button', { name: 'Cancel registration' }).click()
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible(FIRST_LOAD)

  await openRegistration(page, 'Efe Oghene')
  await expect(page.getByText('Awaiting payment', { exact: true })).toBeVisible()
  await expectMailTo(page, 'efe@example.ng', 'A seat is yours: Beginner package')

  // The e-mail's link opens the site's payment page, which starts the checkout; paying there settles the seat.
  await page.goto(await paymentLinkMailedTo(page, 'efe@example.ng', admin.token))
  await expect(page.getByRole('status')).toContainText('Awaiting payment', FIRST_LOAD)
  await page.getByRole('button', { name: 'Pay ₦75,000 online' }).click()
  await page.getByRole('button', { name: 'Pay ₦75,000', exact: true }).click()
  await expect(page.getByRole('status')).toContainText('Paid', FIRST_LOAD)
  await openRegistration(page, 'Efe Oghene')
  await expect(page.getByText('Paid', { exact: true })).toBeVisible()
})
