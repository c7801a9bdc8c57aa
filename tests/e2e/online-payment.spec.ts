import type { Page } from '@playwright/test'
import { signInAsAdmin } from '../../mocks/testing-playwright'
import { SPEC_TODAY, startClockAt } from './clock'
import { expect, test, FIRST_LOAD } from './fixtures'
import { fillBeginnerRegistration, openRegistrationForm, submitRegistration } from './registration-form'

/** A fresh context starts the mock service worker and seeds its database first; a busy machine needs time. */
test.describe.configure({ timeout: 90_000 })

// The registration takes a seat in the spec's world, where its 2025 sessions are still to come.
test.beforeEach(async ({ page }) => {
  await startClockAt(page, SPEC_TODAY)
})

/** Registers for the Beginner package (₦75,000) and opens the simulated checkout from the payment dialog. */
async function registerAndOpenCheckout(page: Page, fullName: string, email: string): Promise<Page> {
  await openRegistrationForm(page)
  await fillBeginnerRegistration(page, fullName, email)
  await submitRegistration(page)
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible({ timeout: 15_000 })
  const dialog = page.getByRole('dialog', { name: 'Payment Instructions' })
  const [checkout] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('link', { name: 'Pay ₦75,000 online' }).click()])
  await expect(checkout.getByRole('heading', { name: 'Simulated checkout' })).toBeVisible(FIRST_LOAD)
  return checkout
}

const beginnerCard = (page: Page) => page.locator('article').filter({ hasText: 'Beginner Solar Installation Training' })

test('paying in the simulated checkout: the payment page and the admin show it paid, the seat taken, the mails sent', async ({ page }) => {
  const checkout = await registerAndOpenCheckout(page, 'Ngozi Eze', 'ngozi@example.ng')
  await checkout.getByRole('button', { name: 'Pay ₦75,000', exact: true }).click()
  await expect(checkout).toHaveURL(/\/payment\/pay-[\w-]+$/)
  await expect(checkout.getByRole('status')).toContainText('Paid', FIRST_LOAD)
  await expect(checkout.getByRole('button', { name: /^Pay / })).toHaveCount(0)

  // The schedule had 3 seats: the paid registration keeps one.
  await page.goto('/training?tab=schedule')
  await expect(beginnerCard(page)).toContainText('Only 2 seats left', FIRST_LOAD)

  await signInAsAdmin(page)
  await page.goto('/dashboard/inbox?kind=registrations')
  // Each simulated payment is marked as one: no money moved.
  await expect(page.getByRole('row').filter({ hasText: 'Ngozi Eze' })).toContainText('Paid (test payment)', FIRST_LOAD)
  await page.getByRole('link', { name: 'Ngozi Eze' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Registration: Ngozi Eze' })).toBeVisible(FIRST_LOAD)
  await expect(page.getByText('Paid', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Online, a test payment: no money moved, /)).toBeVisible()

  // The demo's mailbox: the registrant got the payment information, then the confirmation; the team its notice.
  await page.goto('/dashboard/outbox')
  const toNgozi = page.getByRole('table', { name: 'Outbox' }).getByRole('row').filter({ hasText: 'ngozi@example.ng' })
  await expect(toNgozi.filter({ hasText: 'Registration received: Beginner package' })).toHaveCount(1, FIRST_LOAD)
  await expect(toNgozi.filter({ hasText: 'Payment received: Beginner package' })).toHaveCount(1)
  await expect(page.getByRole('row').filter({ hasText: 'New Training Registration: Ngozi Eze' })).toHaveCount(1)
})

test('declining in the simulated checkout leaves the registration awaiting payment, payable again from its page', async ({ page }) => {
  const checkout = await registerAndOpenCheckout(page, 'Emeka Obi', 'emeka@example.ng')
  await checkout.getByRole('button', { name: 'Decline' }).click()
  await expect(checkout).toHaveURL(/\/payment\/pay-[\w-]+$/)
  await expect(checkout.getByRole('status')).toContainText('Awaiting payment', FIRST_LOAD)

  // The payment page offers the same checkout again; paying there settles it.
  await checkout.getByRole('button', { name: 'Pay ₦75,000 online' }).click()
  await expect(checkout.getByRole('heading', { name: 'Simulated checkout' })).toBeVisible(FIRST_LOAD)
  await checkout.getByRole('button', { name: 'Pay ₦75,000', exact: true }).click()
  await expect(checkout.getByRole('status')).toContainText('Paid', FIRST_LOAD)
})
