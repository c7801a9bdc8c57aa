import type { Locator } from '@playwright/test'
import { signInAsAdmin } from '../../mocks/testing-playwright'
import { expect, test, FIRST_LOAD } from './fixtures'

/** What wraps or overlaps, measured on the laid-out page: boxes, and the lines a text takes. */

interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect()
    return { left, top, right, bottom }
  })

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/** How many lines the element's text takes. */
const lineCount = (locator: Locator): Promise<number> =>
  locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size
  })

/** The words of the element's text that are split across two lines. */
const brokenWords = (locator: Locator): Promise<string[]> =>
  locator.evaluate((element) => {
    const broken: string[] = []
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
        if (tops.size > 1) broken.push(match[0])
      }
    }
    return broken
  })

async function boxesOf(locator: Locator): Promise<Box[]> {
  return Promise.all((await locator.all()).map(boxOf))
}

for (const width of [390, 900, 1440]) {
  test(`trainee testimonials at ${width} px: the arrows sit under the cards, never on one, with no empty band`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/training')
    const carousel = page.getByRole('region', { name: 'Trainee testimonials' })
    await carousel.scrollIntoViewIfNeeded(FIRST_LOAD)
    const controls = carousel.getByRole('button', { name: /^(Previous|Next) testimonial$/ })
    await expect(controls).toHaveCount(2, FIRST_LOAD)
    const root = await boxOf(carousel)
    const cards = (await boxesOf(carousel.locator('figure'))).filter((card) => card.left < root.right && card.right > root.left)
    expect(cards.length).toBeGreaterThan(0)
    const cardsBottom = Math.max(...cards.map((card) => card.bottom))
    for (const control of await boxesOf(controls)) {
      for (const card of cards) expect(overlaps(control, card)).toBe(false)
      expect(control.top).toBeGreaterThanOrEqual(cardsBottom)
      // Close under the cards, and the carousel ends with them.
      expect(control.top - cardsBottom).toBeLessThanOrEqual(32)
      expect(root.bottom - control.bottom).toBeLessThanOrEqual(4)
    }
  })
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the admin menu editor shows each URL on one line, and each row its buttons on one line', async ({ page }) => {
    await signInAsAdmin(page)
    await page.goto('/dashboard/menu')
    const list = page.getByRole('list', { name: 'Main Navigation items' })
    await expect(list.getByText('/services', { exact: true })).toBeVisible(FIRST_LOAD)
    for (const url of ['/', '/about', '/services', '/projects', '/blog', '/contact']) {
      expect(await lineCount(list.getByText(url, { exact: true })), url).toBe(1)
    }
    const services = list.getByRole('listitem').filter({ hasText: '/services' }).first()
    const buttons = await boxesOf(services.getByRole('button', { name: /^(Show children of|Move|Edit|Delete) Services/ }))
    expect(buttons).toHaveLength(5)
    const middles = buttons.map((box) => (box.top + box.bottom) / 2)
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4)
  })

  test('/projects: savings and capacities break only between words; the stat labels sit on one line', async ({ page }) => {
    await page.goto('/projects')
    const stats = page.locator('main article dl')
    await expect(stats.first()).toBeVisible(FIRST_LOAD)
    expect(await stats.count()).toBeGreaterThan(0)
    for (const value of await stats.locator('dd').all()) expect(await brokenWords(value), await value.innerText()).toEqual([])
    for (const label of await stats.locator('dt').all()) expect(await lineCount(label), await label.innerText()).toBe(1)
  })

  test('the admin header keeps the brand and the user on one row', async ({ page }) => {
    await signInAsAdmin(page)
    await page.goto('/dashboard')
    const header = page.getByRole('banner')
    const brand = header.getByRole('link', { name: 'SunHarvest Admin, dashboard' })
    const user = header.getByTestId('admin-user-name')
    await expect(user).toHaveText('Admin User', FIRST_LOAD)
    // The brand's words may give way to its mark on a phone; shown, they take one line.
    const brandText = brand.getByText('SunHarvest Admin')
    if (await brandText.isVisible()) expect(await lineCount(brandText)).toBe(1)
    expect(await lineCount(user)).toBe(1)
    expect(await user.evaluate((element) => element.scrollWidth <= element.clientWidth), 'Admin User is shown whole').toBe(true)
    const bar = await boxOf(header)
    const brandBox = await boxOf(brand)
    const userBox = await boxOf(user)
    expect(overlaps(brandBox, userBox)).toBe(false)
    for (const box of [brandBox, userBox]) {
      expect(box.top).toBeGreaterThanOrEqual(bar.top)
      expect(box.bottom).toBeLessThanOrEqual(bar.bottom)
      expect(box.right).toBeLessThanOrEqual(bar.right)
    }
  })
})
