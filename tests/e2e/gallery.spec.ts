import type { Page } from '@playwright/test'
import { adminCalls } from './admin-session'
import { EXPECTED_404, expect, test } from './fixtures'

// Many steps per test: allow for a busy machine.
test.describe.configure({ timeout: 60_000 })

const CAPTIONS = [
  '24 kW office rooftop array in Lekki, Lagos',
  'Family home with solar and battery backup in Asaba',
  'Community secondary school powered by solar in Enugu',
  '32 kW solar carport at an office complex in Port Harcourt',
  'Quiet, generator-free power for a bungalow in Benin City',
  'Round-the-clock power for a primary health centre in Warri',
  'Warehouse roof array cutting generator hours in Lagos',
  'Whole-home solar system on a duplex in Onitsha',
  'Solar streetlights for a residential estate in Warri',
]

const grid = (page: Page) => page.getByRole('list', { name: 'Project photos' })

async function expectImage(page: Page, position: number) {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toHaveAccessibleName(CAPTIONS[position - 1]!)
  await expect(dialog.getByText(`${position} / ${CAPTIONS.length}`)).toBeVisible()
  await expect(dialog.getByRole('img')).toBeVisible()
}

for (const path of ['/', '/gallery']) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`gallery on ${path} at ${viewport.width}px`, () => {
      test.use({ viewport })

      test.beforeEach(async ({ page }) => {
        await page.goto(path)
        await expect(grid(page).getByRole('button', { name: /^Open image: / })).toHaveCount(9, { timeout: 20_000 })
      })

      test('opens an image full screen; previous and next wrap both ways', async ({ page }) => {
        await grid(page)
          .getByRole('button', { name: `Open image: ${CAPTIONS[2]}` })
          .click()
        await expectImage(page, 3)
        const dialog = page.getByRole('dialog')
        const box = await dialog.boundingBox()
        expect(box?.width).toBe(viewport.width)

        await dialog.getByRole('button', { name: 'Next image' }).click()
        await expectImage(page, 4)
        await dialog.getByRole('button', { name: 'Previous image' }).click()
        await dialog.getByRole('button', { name: 'Previous image' }).click()
        await dialog.getByRole('button', { name: 'Previous image' }).click()
        await expectImage(page, 1)
        await dialog.getByRole('button', { name: 'Previous image' }).click()
        await expectImage(page, 9)
        await dialog.getByRole('button', { name: 'Next image' }).click()
        await expectImage(page, 1)

        await dialog.getByRole('button', { name: 'Close' }).click()
        await expect(dialog).toBeHidden()
        await expect(grid(page).getByRole('button', { name: `Open image: ${CAPTIONS[2]}` })).toBeFocused()
      })

      test('arrow keys move, Escape closes and focus returns to the opener', async ({ page }) => {
        const opener = grid(page).getByRole('button', { name: `Open image: ${CAPTIONS[8]}` })
        await opener.click()
        await expectImage(page, 9)
        await page.keyboard.press('ArrowRight')
        await expectImage(page, 1)
        await page.keyboard.press('ArrowLeft')
        await expectImage(page, 9)
        await page.keyboard.press('ArrowLeft')
        await expectImage(page, 8)
        await page.keyboard.press('Escape')
        await expect(page.getByRole('dialog')).toBeHidden()
        await expect(opener).toBeFocused()
      })

      test('keeps focus inside while open', async ({ page }) => {
        await grid(page)
          .getByRole('button', { name: `Open image: ${CAPTIONS[0]}` })
          .focus()
        await page.keyboard.press('Enter')
        await expectImage(page, 1)
        const dialog = page.getByRole('dialog')
        for (let press = 0; press < 8; press += 1) {
          await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab')
          expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
        }
        await page.keyboard.press('Escape')
        await expect(grid(page).getByRole('button', { name: `Open image: ${CAPTIONS[0]}` })).toBeFocused()
      })
    })
  }
}

// The tests above run under reduced motion (playwright.config.ts), where the lightbox has no transition; with one, the
// dialog leaves the page later, and focus must still come back.
test.describe('gallery with its transitions', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('Close and Escape return focus to the opener', async ({ page }) => {
    await page.goto('/gallery')
    const opener = grid(page).getByRole('button', { name: `Open image: ${CAPTIONS[4]}` })
    await opener.click()
    await expectImage(page, 5)
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(opener).toBeFocused()
    await opener.press('Enter')
    await expectImage(page, 5)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(opener).toBeFocused()
  })
})

test('the gallery page has its banner and the project categories with their counts', async ({ page }) => {
  await page.goto('/gallery')
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Our Solar Projects Portfolio', { exact: true })).toBeVisible()
  await expect(page).toHaveTitle(/Gallery/)
  for (const [title, count] of [
    ['Residential', '24 projects'],
    ['Commercial', '18 projects'],
    ['Community', '12 projects'],
  ] as const) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) })
    await expect(card.getByText(count, { exact: true })).toBeVisible()
    await expect(card.getByRole('img')).toHaveAttribute('alt', /.+/)
  }
})

// The listings page through the API, 12 a page (components/page-kit/paging.ts): records an admin adds beyond the
// first page are reachable, and a page past the last is not found.
const IMAGE = { src: '/images/photos/grid-power-lines.webp', alt: 'Solar panels', width: 1600, height: 1067 }
for (const listing of [
  {
    base: '/gallery',
    collection: '/gallery-images',
    body: (i: number) => ({ image: IMAGE, caption: `Added photo ${i}`, category: 'residential' }),
    list: 'Project photos',
    items: (page: Page) => grid(page).getByRole('button', { name: /^Open image: / }),
    nav: 'Gallery pages',
    next: 'More photos',
    previous: 'Previous photos',
  },
  {
    base: '/projects',
    collection: '/projects',
    body: (i: number) => ({
      image: IMAGE,
      title: `Added project ${i}`,
      location: 'Lagos',
      description: 'A rooftop array.',
      category: 'residential',
      stats: { capacity: '5 kW', savings: '60%' },
    }),
    list: 'Projects',
    items: (page: Page) => page.getByRole('list', { name: 'Projects' }).getByRole('listitem'),
    nav: 'Project pages',
    next: 'More projects',
    previous: 'Previous projects',
  },
]) {
  test.describe(listing.base, () => {
    // Past the last page: no prerendered page, so the static host answers 404.
    test.use({ allowedConsoleErrors: [EXPECTED_404] })

    test(`${listing.base} pages its records 12 at a time; past the last page is not found`, async ({ page }) => {
      await page.goto('/')
      await page.getByRole('banner').waitFor()
      const calls = Array.from({ length: 13 }, (_, i) => ({
        method: 'POST',
        path: listing.collection,
        body: listing.body(i + 1),
      }))
      expect(new Set(await adminCalls(page, calls))).toEqual(new Set([201]))
      await page.goto(listing.base)
      await expect(listing.items(page)).toHaveCount(12, { timeout: 20_000 })
      const pager = page.getByRole('navigation', { name: listing.nav })
      await expect(pager.getByText('Page 1 of 2')).toBeVisible()
      await pager.getByRole('link', { name: listing.next }).click()
      await expect(page).toHaveURL(new RegExp(`${listing.base}/page/2$`))
      await expect(pager.getByText('Page 2 of 2')).toBeVisible()
      const total = await listing.items(page).count()
      expect(total).toBeGreaterThan(0)
      expect(total).toBeLessThanOrEqual(12)
      await expect(pager.getByRole('link', { name: listing.next })).toHaveCount(0)
      await pager.getByRole('link', { name: listing.previous }).click()
      await expect(page).toHaveURL(new RegExp(`${listing.base}$`))
      await page.goto(`${listing.base}/page/3`)
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible({ timeout: 20_000 })
    })
  })
}
