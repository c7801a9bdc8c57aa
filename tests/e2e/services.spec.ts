import type { Page } from '@playwright/test'
import { services } from '../../fixtures/services'
import { EXPECTED_404, expect, test } from './fixtures'

const byId = (id: string) => services.find((service) => service.id === id)!
const section = (page: Page, heading: string) => page.getByRole('region', { name: heading })
const items = (page: Page, heading: string) => section(page, heading).getByRole('listitem')

test.describe('/services', () => {
  test('shows the seven services, each with image, icon, title, description and Learn More', async ({ page }) => {
    await page.goto('/services')
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible()
    const cards = page.getByRole('list', { name: 'Services' }).getByRole('listitem')
    await expect(cards).toHaveCount(7)
    const grid = services.filter((s) => s.kind === 'service').sort((a, b) => a.order - b.order)
    for (const [i, service] of grid.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading', { name: service.title })).toBeVisible()
      await expect(card.getByText(service.description)).toBeVisible()
      await expect(card.getByRole('img', { name: service.image.alt })).toBeAttached()
      await expect(card.getByRole('button', { name: `Learn More about ${service.title}` })).toBeVisible()
    }
  })

  test('Learn More opens a dialog with the details; Escape closes it and focus returns to the button', async ({ page }) => {
    const service = byId('energy-audit')
    await page.goto('/services')
    const button = page.getByRole('button', { name: `Learn More about ${service.title}` })
    await button.click()
    const dialog = page.getByRole('dialog', { name: service.title })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(service.description)).toBeVisible()
    await expect(dialog.getByText(service.fullDescription)).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Key Benefits' })).toBeVisible()
    await expect(dialog.getByRole('list', { name: 'Key Benefits' }).getByRole('listitem')).toHaveText(service.benefits)
    await expect(dialog.getByRole('link', { name: 'Explore Service Details' })).toHaveAttribute('href', '/services/energy-audit')
    // Focus is trapped in the dialog: tabbing round never leaves it.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      await expect(dialog.locator(':focus')).toHaveCount(1)
    }
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.locator(':focus')).toHaveCount(1)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })

  test("the training card's details lead to /training and the link navigates", async ({ page }) => {
    await page.goto('/services')
    await page.getByRole('button', { name: 'Learn More about Solar Training' }).click()
    const link = page.getByRole('dialog', { name: 'Solar Training' }).getByRole('link', { name: 'Explore Service Details' })
    await expect(link).toHaveAttribute('href', '/training')
    await link.click()
    await expect(page).toHaveURL(/\/training$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test('solar installation: six steps, reasons to choose, six service types and two calls to action to /contact', async ({
  page,
}) => {
  await page.goto('/services/solar-installation')
  await expect(page.getByRole('heading', { level: 1, name: 'Solar Installation' })).toBeVisible()
  await expect(page).toHaveTitle(/^Solar Panel Installation in Nigeria/)
  await expect(items(page, 'Our Installation Process')).toHaveCount(6)
  await expect(items(page, 'Why Choose SunHarvest')).toHaveCount(6)
  await expect(items(page, 'Installation Services We Offer')).toHaveCount(6)
  await expect(section(page, 'Solar Panel Installation').getByRole('heading', { name: 'Key Benefits' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute('href', '/contact')
  await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/contact')
  await page.getByRole('link', { name: 'Get Started Today' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
})

test("energy audit: six steps, four benefits, six audit services and 'Schedule an Audit' to /contact", async ({ page }) => {
  await page.goto('/services/energy-audit')
  await expect(page.getByRole('heading', { level: 1, name: 'Energy Audit' })).toBeVisible()
  await expect(items(page, 'How the Audit Works')).toHaveCount(6)
  await expect(items(page, 'Benefits of an Energy Audit')).toHaveCount(4)
  await expect(items(page, 'Our Audit Services')).toHaveCount(6)
  await expect(page.getByRole('link', { name: 'Schedule an Audit' })).toHaveAttribute('href', '/contact')
})

test("maintenance: six reasons, five steps, three yearly plans with 'Select Plan' and 'Schedule Maintenance'", async ({
  page,
}) => {
  await page.goto('/services/maintenance')
  await expect(page.getByRole('heading', { level: 1, name: 'Maintenance' })).toBeVisible()
  await expect(items(page, 'Why Regular Maintenance Matters')).toHaveCount(6)
  await expect(items(page, 'Our Maintenance Process')).toHaveCount(5)

  const plans = page.getByRole('list', { name: 'Maintenance plans' }).locator(':scope > [role="listitem"]')
  await expect(plans).toHaveCount(3)
  const expected = [
    ['Basic', '$149/year'],
    ['Standard', '$249/year'],
    ['Premium', '$449/year'],
  ] as const
  for (const [i, [title, price]] of expected.entries()) {
    const plan = plans.nth(i)
    await expect(plan.getByRole('heading', { name: title })).toBeVisible()
    await expect(plan.getByText(price, { exact: true })).toBeVisible()
    await expect(plan.getByRole('link', { name: /^Select Plan/ })).toHaveAttribute('href', '/contact')
    await expect(plan.getByText('Most Popular')).toHaveCount(title === 'Standard' ? 1 : 0)
    expect(await plan.getByRole('listitem').count()).toBeGreaterThan(3)
  }
  await expect(page.getByRole('link', { name: 'Schedule Maintenance' })).toHaveAttribute('href', '/contact')
})

for (const id of ['battery-storage', 'system-design', 'custom-solutions', 'residential', 'commercial', 'monitoring']) {
  test(`/services/${id} renders its page from the API`, async ({ page }) => {
    const service = byId(id)
    await page.goto(`/services/${id}`)
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible()
    await expect(page.getByText(service.heroSubtitle)).toBeVisible()
    await expect(page.getByText(service.fullDescription)).toBeVisible()
    await expect(page.getByRole('list', { name: 'Key Benefits' }).getByRole('listitem')).toHaveCount(service.benefits.length)
    for (const part of service.sections) await expect(page.getByRole('heading', { level: 2, name: part.heading })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: service.cta.heading })).toBeVisible()
    await expect(page.getByRole('link', { name: service.cta.label }).last()).toHaveAttribute('href', '/contact')
    await expect(page).toHaveTitle(new RegExp(`^${service.title}`))
  })
}

test.describe('an unknown service', () => {
  test.use({ allowedConsoleErrors: [EXPECTED_404] })

  test('shows the not-found page', async ({ page }) => {
    await page.goto('/services/solar-unicorns')
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  })
})
