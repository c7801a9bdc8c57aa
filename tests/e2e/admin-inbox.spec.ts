import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { signInAsAdmin } from '../../mocks/testing-playwright'
import { SPEC_TODAY, startClockAt } from './clock'
import { expect, takeTimeToFill, test, FIRST_LOAD } from './fixtures'
import { expectNoAxeViolations } from './axe'

/** A fresh context starts the mock service worker and seeds its database first; a busy machine needs time. */
test.describe.configure({ timeout: 90_000 })

async function sendContactMessage(page: Page) {
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Contact form' })
  const field = (label: string) => form.getByLabel(new RegExp(`^${label}`))
  await expect(field('Name')).toBeVisible(FIRST_LOAD)
  await field('Name').fill('Chidi Nwosu')
  await field('Email').fill('chidi@example.ng')
  await field('Phone').fill('+234 805 123 4567')
  await field('Service').selectOption({ label: 'Commercial Solar' })
  await field('Message').fill('Please quote a 10 kW hybrid system for our clinic in Warri.')
  await takeTimeToFill(page)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
}

async function registerForTraining(page: Page) {
  await page.goto('/training#registration')
  const box = (name: string) => page.getByRole('textbox', { name, exact: true })
  const select = (name: string) => page.getByRole('combobox', { name, exact: true })
  await expect(box('Full Name')).toBeVisible(FIRST_LOAD)
  await expect(page.getByLabel(/^Loading /)).toHaveCount(0, FIRST_LOAD)
  await box('Full Name').fill('Chioma Okafor')
  await box('Email').fill('chioma@example.ng')
  await select('Gender').selectOption('female')
  await select('Professional Status').selectOption('installer')
  await box('Phone Number').fill('+234 803 123 4567')
  await box('WhatsApp Number').fill('+234 809 765 4321')
  await box('Address').fill('12 Nnebisi Road, Asaba, Delta State')
  await select('Training Package').selectOption('intermediate')
  await select('How did you hear about us?').selectOption('whatsapp')
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions and the privacy policy' }).check()
  await takeTimeToFill(page)
  await page.getByRole('button', { name: 'Submit Registration' }).click()
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible()
}

const inboxRows = (page: Page) => page.getByRole('table', { name: 'Inbox' }).locator('tbody tr')
const sidebarInbox = (page: Page) =>
  page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Inbox/ })

test('a contact message and a registration sent from the public site arrive in the inbox', async ({ page }) => {
  // The registration takes a seat in the spec's world, where its 2025 sessions are still to come.
  await startClockAt(page, SPEC_TODAY)
  await sendContactMessage(page)
  await registerForTraining(page)
  await signInAsAdmin(page)

  await page.goto('/dashboard/inbox')
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible(FIRST_LOAD)
  await expect(sidebarInbox(page)).toContainText('2')
  // Registrations first, a page at a time from the API; unread ones marked.
  await expect(inboxRows(page)).toHaveCount(1)
  await expect(inboxRows(page).nth(0)).toContainText('Chioma Okafor')
  await expect(inboxRows(page).nth(0)).toContainText('Unread')
  await expect(page.getByText('1–1 of 1 registration')).toBeVisible()
  await expectNoAxeViolations(page)

  // The kind is in the URL.
  await page.getByText('Messages (1 unread)').click()
  await expect(page).toHaveURL(/\/dashboard\/inbox\?kind=messages$/)
  await expect(inboxRows(page)).toHaveCount(1)
  await expect(inboxRows(page).nth(0)).toContainText('Chidi Nwosu')
  await expect(inboxRows(page).nth(0)).toContainText('Commercial: Please quote a 10 kW hybrid system')

  // So are the filters.
  await page.getByText('Registrations (1 unread)').click()
  await expect(page).toHaveURL(/\/dashboard\/inbox$/)
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Awaiting payment')
  await expect(page).toHaveURL(/\/dashboard\/inbox\?status=awaiting-payment$/)
  await expect(inboxRows(page)).toHaveCount(1)

  // The export holds what the filters select, for a spreadsheet.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile((await download.path())!)
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = csv.toString('utf8').slice(1).split('\r\n')
  expect(lines[0]).toMatch(/^Created,Name,Email,Phone,WhatsApp,Package,/)
  expect(lines[1]).toContain(",Chioma Okafor,chioma@example.ng,'+234 803 123 4567,'+234 809 765 4321,Intermediate,")
  expect(lines[1]).toContain(',150000,Awaiting payment,')

  // The registration: its fields, package, amount, session and the e-mail for the training team; opening marks it read.
  await page.getByRole('link', { name: 'Chioma Okafor' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Registration: Chioma Okafor' })).toBeVisible()
  await expect(page.getByText('₦150,000', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: /Intermediate Solar Design & Installation, 25 July 2025/ })).toBeVisible()
  const email = page.getByRole('region', { name: 'Notification e-mail to the training team' })
  await expect(email).toContainText('New Training Registration: Chioma Okafor - Intermediate Package')
  await expect(page.getByTestId('notification-email-body')).toContainText('WhatsApp Number: +234 809 765 4321')
  await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible()
  await expect(sidebarInbox(page)).toContainText('1')
  await expect(page.getByText('Awaiting payment', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)

  // Reaching the registrant: the payment e-mail again, and a WhatsApp chat in a new tab.
  const whatsapp = page.getByRole('link', { name: 'WhatsApp Chioma Okafor (opens in a new tab)' })
  await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/2348097654321')
  await expect(whatsapp).toHaveAttribute('target', '_blank')
  await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer')
  await page.getByRole('button', { name: 'Resend e-mail' }).click()
  await expect(page.getByText('Payment e-mail queued')).toBeVisible()

  // A bank transfer is recorded, with what proves it: the seat is no longer on hold.
  await page.getByRole('button', { name: 'Mark as paid' }).click()
  const recording = page.getByRole('dialog', { name: 'Record a bank transfer' })
  await expect(recording.getByLabel(/^Proof of payment/)).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.type('Transfer ref. 0012345')
  await page.keyboard.press('Enter')
  await expect(recording).toBeHidden()
  await expect(page.getByText('Paid', { exact: true })).toBeVisible()
  await expect(page.getByText(/Bank transfer, .*\(proof: Transfer ref\. 0012345\)/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0)

  // Back at the same filter: the registration no longer awaits payment; it is read, and paid.
  await page.getByRole('link', { name: 'Back to the inbox' }).click()
  await expect(page).toHaveURL(/\/dashboard\/inbox\?status=awaiting-payment$/)
  await expect(page.getByText('No registrations match the search and filters.')).toBeVisible()
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Paid')
  await expect(inboxRows(page)).toHaveCount(1)
  await expect(inboxRows(page).first()).not.toContainText('Unread')
  await expect(inboxRows(page).first()).toContainText('Paid')
})

test('a message opened from ?kind=messages is marked read and can be deleted after confirming', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/')
  await page.evaluate(async () => {
    for (const name of ['Ngozi Eze', 'Tunde Bakare']) {
      await fetch('/api/contact-messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name,
          email: 'visitor@example.ng',
          phone: '+234 805 123 4567',
          service: 'battery',
          message: 'Hi',
        }),
      })
    }
  })
  await page.goto('/dashboard/inbox?kind=messages')
  await expect(page.getByRole('radio', { name: 'Messages (2 unread)' })).toBeChecked(FIRST_LOAD)
  await page.getByRole('link', { name: 'Ngozi Eze' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Message from Ngozi Eze' })).toBeVisible()
  await expect(page.getByRole('link', { name: '+234 805 123 4567' })).toHaveAttribute('href', 'tel:+2348051234567')
  await expect(sidebarInbox(page)).toContainText('1')

  await page.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this message?' })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Delete message' }).click()
  await expect(page.getByText('Message deleted')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/inbox\?kind=messages$/)
  await expect(inboxRows(page)).toHaveCount(1)
  await page.reload()
  await expect(inboxRows(page)).toHaveCount(1, FIRST_LOAD)
  await expect(inboxRows(page).first()).toContainText('Tunde Bakare')
})
