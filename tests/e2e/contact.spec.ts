import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' })
// Mantine appends ' *' to the labels of required fields.
const field = (page: Page, label: string) => form(page).getByLabel(new RegExp(`^${label}`))

declare global {
  interface Window {
    __contactPosts?: number
    __releaseContact?: () => void
  }
}

/**
 * Controls the app's POST /api/contact-messages from inside the page. page.route and context.route
 * never see it: once the MSW service worker controls the page it answers API calls itself (the handler
 * runs in the page; nothing reaches the network), so an aborted route is simply bypassed. Checked:
 * with page.route(...).abort() registered before goto, the form still showed 'Thank You!'. Wrapping
 * window.fetch before the app starts (the API client calls the global fetch) reaches every call.
 * 'fail' rejects like a dropped connection; 'hold' keeps the request pending until __releaseContact().
 */
async function interceptContactPost(page: Page, mode: 'fail' | 'hold') {
  await page.addInitScript((how) => {
    const realFetch = window.fetch.bind(window)
    window.__contactPosts = 0
    const held = new Promise<void>((resolve) => (window.__releaseContact = resolve))
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (url.endsWith('/api/contact-messages') && (init?.method ?? 'GET') === 'POST') {
        window.__contactPosts = (window.__contactPosts ?? 0) + 1
        if (how === 'fail') throw new TypeError('Failed to fetch')
        await held
      }
      return realFetch(input, init)
    }
  }, mode)
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

  test('a failed send keeps every typed value and shows an error', async ({ page }) => {
    await interceptContactPost(page, 'fail')
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
    expect(await page.evaluate(() => window.__contactPosts)).toBe(1)
  })

  test('sends one request however often the button is clicked, and shows the loading state', async ({ page }) => {
    await interceptContactPost(page, 'hold')
    await page.goto('/contact')
    await fill(page)
    const button = form(page).getByRole('button', { name: 'Send Message' })
    await button.click()
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('data-loading', 'true')
    await button.dispatchEvent('click')
    await form(page).evaluate((el: HTMLFormElement) => el.requestSubmit())
    await page.evaluate(() => window.__releaseContact?.())
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    expect(await page.evaluate(() => window.__contactPosts)).toBe(1)
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
