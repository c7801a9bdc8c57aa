import type { Page } from '@playwright/test'
import { signInAsAdmin } from '../../mocks/testing-playwright'
import { expect, LATENCY_KEY, startMockByMoving, takeTimeToFill, test } from './fixtures'

/**
 * The one spec at the mock API's realistic latency (120-380 ms a request, what a visitor of the demo gets); every
 * other spec runs at zero latency (fixtures.ts) and makes a single request slow with a fault rule where it needs to.
 * It checks what a user sees while requests are in flight.
 */
test.use({ mockLatency: 'realistic' })

/** From before the app starts, records the accessible name of every loading indicator (aria-busy) that appears. */
async function recordLoaders(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { loadersSeen: string[] }).loadersSeen = seen
    new MutationObserver(() => {
      for (const busy of document.querySelectorAll('[aria-busy="true"]')) {
        const name = busy.querySelector('[aria-label]')?.getAttribute('aria-label') ?? busy.textContent ?? ''
        if (!seen.includes(name)) seen.push(name)
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] })
  })
}

const loadersSeen = (page: Page) => page.evaluate(() => (window as unknown as { loadersSeen: string[] }).loadersSeen)

test('the mock API keeps its realistic latency here', async ({ page }) => {
  await page.goto('/')
  expect(await page.evaluate((key) => localStorage.getItem(key), LATENCY_KEY)).toBeNull()
  const took = await page.evaluate(async () => {
    const started = performance.now()
    await fetch('/api/services')
    return performance.now() - started
  })
  expect(took).toBeGreaterThanOrEqual(100)
})

for (const path of ['/', '/training', '/services']) {
  test(`${path} shows its prerendered content at once and never a loader while the mock API starts`, async ({ page }) => {
    await recordLoaders(page)
    await page.goto(path, { waitUntil: 'commit' })
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'))
    // The visitor's first move starts the mock; the page stays as it is while it starts.
    await startMockByMoving(page)
    await page.waitForLoadState('networkidle')
    expect(await loadersSeen(page)).toEqual([])
  })
}

test('a full load of the dashboard shows loaders, then the figures counted from the API', async ({ page }) => {
  await signInAsAdmin(page)
  await recordLoaders(page)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Total Pages' }).getByTestId('stat-value')).toHaveText('9')
  await expect(page.getByRole('group', { name: 'Media Items' }).getByTestId('stat-value')).toHaveText('8')
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0)
  // The data took at least one round trip: the user saw that it was loading, never an empty screen.
  expect(await loadersSeen(page)).not.toEqual([])
})

test('the contact form shows that it is sending until the API answers, then thanks the visitor', async ({ page }) => {
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Contact form' })
  for (const [label, value] of [
    ['Name', 'Chidi Nwosu'],
    ['Email', 'chidi@example.ng'],
    ['Message', 'Please quote a 10 kW hybrid system for our clinic in Warri.'],
  ] as const) {
    await form.getByLabel(new RegExp(`^${label}`)).fill(value)
  }
  await form.getByLabel(/^Service/).selectOption({ label: 'Commercial Solar' })
  await takeTimeToFill(page)
  const button = form.getByRole('button', { name: 'Send Message' })
  // Records the button's states from the click on: the answer may come before a poll would see the busy state.
  await button.evaluate((element) => {
    const states: string[] = []
    ;(window as unknown as { buttonStates: string[] }).buttonStates = states
    new MutationObserver(() => {
      const state = element.isConnected && element.getAttribute('data-loading') === 'true' ? 'sending' : 'idle'
      if (states.at(-1) !== state) states.push(state)
    }).observe(element, { attributes: true })
  })
  await button.click()
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { buttonStates: string[] }).buttonStates)).toContain('sending')
})
