import type { Page } from '@playwright/test'
import { expect, takeTimeToFill, test, FAULTS_KEY } from './fixtures'

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' })
// Mantine appends ' *' to the labels of required fields.
const field = (page: Page, label: string) => form(page).getByLabel(new RegExp(`^${label}`))

/**
 * Counts the app's POST /api/contact-messages and makes it fail (a dropped connection) or slow, through the mock
 * API's fault switch (mocks/faults/): a rule in localStorage, written before the app starts.
 */
async function interceptContactPost(page: Page, mode: 'fail' | 'hold'): Promise<string[]> {
  const rule = { match: 'POST /api/contact-messages', ...(mode === 'fail' ? { network: true } : { latencyMs: 4_000 }) }
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [FAULTS_KEY, JSON.stringify([rule])] as const)
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/contact-messages')) posts.push(request.url())
  })
  return posts
}

const VALUES = {
  Name: 'Chidi Nwosu',
  Email: 'chidi@example.ng',
  Phone: '+234 805 123 4567',
  Message: 'Please quote a 10 kW hybrid system for our clinic in Warri.',
}

async function fill(page: Page) {
  for (const [label, value] of Object.entries(VALUES)) await field(page, label).fill(value)
  await field(page, 'Service').selectOption({ label: 'Commercial Solar' })
  await takeTimeToFill(page)
}

test.describe('contact form', () => {
  test('has labelled fields, the five service options and a +234 phone placeholder', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email')
    await expect(field(page, 'Phone')).toHaveAttribute('placeholder', '+234 ...')
    await expect(field(page, 'Phone')).not.toHaveAttribute('required', '')
    await expect(field(page, 'Message')).toHaveAttribute('rows', '5')
    await expect(field(page, 'Service').locator('option:not([value=""])')).toHaveText([
      'Residential Solar',
      'Commercial Solar',
      'Battery Storage',
      'Maintenance',
      'Energy Consultation',
    ])
  })

  test('an empty submit shows the errors under the fields and focuses Name', async ({ page }) => {
    await page.goto('/contact')
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    await expect(form(page).getByText('Name is required')).toBeVisible()
    await expect(form(page).getByText('Email is required')).toBeVisible()
    await expect(form(page).getByText('Please choose a service')).toBeVisible()
    await expect(form(page).getByText('Message is required')).toBeVisible()
    await expect(field(page, 'Name')).toBeFocused()
    // Validation runs again on change once the form was submitted.
    await field(page, 'Name').fill('Chidi')
    await expect(form(page).getByText('Name is required')).toBeHidden()
  })

  test("a sent message shows 'Thank You!'; 'Send Another Message' returns to an empty form", async ({ page }) => {
    await page.goto('/contact')
    await fill(page)
    const button = form(page).getByRole('button', { name: 'Send Message' })
    await button.click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    await expect(
      page.getByText("Your message has been sent successfully. We'll get back to you shortly.", { exact: true }),
    ).toBeVisible()
    await expect(form(page)).toHaveCount(0)

    await page.getByRole('button', { name: 'Send Another Message' }).click()
    for (const label of ['Name', 'Email', 'Phone', 'Service', 'Message']) await expect(field(page, label)).toHaveValue('')
    await expect(field(page, 'Name')).toBeFocused()
  })

  test.describe('when the connection drops', () => {
    // The browser logs the dropped request itself; that is what this test expects.
    test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })

    test('a failed send keeps every typed value and shows an error', async ({ page }) => {
      const posts = await interceptContactPost(page, 'fail')
      await page.goto('/contact')
      await fill(page)
      const button = form(page).getByRole('button', { name: 'Send Message' })
      await button.click()

      const alert = form(page).getByRole('alert')
      await expect(alert).toContainText('Your message could not be sent. Please try again.')
      for (const [label, value] of Object.entries(VALUES)) await expect(field(page, label)).toHaveValue(value)
      await expect(field(page, 'Service')).toHaveValue('commercial')
      await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0)
      await expect(button).toBeEnabled()
      expect(posts).toHaveLength(1)
    })
  })

  test('sends one request however often the button is clicked, and shows the loading state', async ({ page }) => {
    const posts = await interceptContactPost(page, 'hold')
    await page.goto('/contact')
    await fill(page)
    const button = form(page).getByRole('button', { name: 'Send Message' })
    await button.click()
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('data-loading', 'true')
    await button.dispatchEvent('click')
    await form(page).evaluate((el: HTMLFormElement) => el.requestSubmit())
    // The held request is answered after its added latency.
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    expect(posts).toHaveLength(1)
  })
})

test('contact details: working hours, the Asaba office, phones as tel: links and the e-mail as mailto:', async ({ page }) => {
  await page.goto('/contact')
  const details = page.getByRole('complementary', { name: 'Contact Information' })
  await expect(details.getByText('14 Nnebisi Road, Asaba, Delta State, Nigeria')).toBeVisible()
  await expect(details.getByRole('link', { name: '+234 803 555 0142' })).toHaveAttribute('href', 'tel:+2348035550142')
  await expect(details.getByRole('link', { name: '+234 812 555 0199' })).toHaveAttribute('href', 'tel:+2348125550199')
  await expect(details.getByRole('link', { name: 'info@sunharvest.ng' })).toHaveAttribute('href', 'mailto:info@sunharvest.ng')
  await expect(details.getByRole('term')).toHaveText(['Monday - Friday', 'Saturday', 'Sunday'])
  await expect(details.getByRole('definition')).toHaveText(['8:00 AM - 6:00 PM', '9:00 AM - 3:00 PM', 'Closed'])
})
