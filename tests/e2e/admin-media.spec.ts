import type { Page } from '@playwright/test'
import { signInAsAdmin } from '../../mocks/testing-playwright'
import { expect, test, setFaultRules } from './fixtures'
import { expectNoAxeViolations } from './axe'

const EXPECTED_422 = /Failed to load resource: the server responded with a status of 422/

/** A real 1x1 PNG and a real 1x1 GIF (the GIF is later declared as a PNG). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

const SEED_BY_DATE = [
  'asaba-office-rooftop.webp',
  'school-solar-canopy.webp',
  'battery-room.webp',
  'asaba-home-solar.webp',
  'installer-harness.webp',
  'lekki-rooftop-array.webp',
  'classroom-session.webp',
  'panel-cleaning-harmattan.webp',
]

/** Item checkboxes ("Select {name}"), not the select-all one. */
const itemBoxes = (page: Page) => page.getByRole('checkbox', { name: /^Select (?!all$|this page$)/ })

async function shownNames(page: Page): Promise<string[]> {
  const labels = await itemBoxes(page).evaluateAll((boxes) => boxes.map((b) => b.getAttribute('aria-label') ?? ''))
  return labels.map((label) => label.replace(/^Select /, ''))
}

/** Clicks the visible part (the icon's label) of a view option of the segmented control. */
const chooseView = (page: Page, name: 'Grid view' | 'List view') => page.locator('label').filter({ hasText: name }).click()

async function openLibrary(page: Page, path = '/dashboard/media') {
  await page.goto(path)
  await expect(itemBoxes(page)).toHaveCount(8)
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page)
})

test('shows the eight items, newest first, and searches by name ignoring case', async ({ page }) => {
  await openLibrary(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible()
  await expect(page.getByText('Showing 1–8 of 8 items')).toBeVisible()
  expect(await shownNames(page)).toEqual(SEED_BY_DATE)
  await expect(page.locator('img[loading="lazy"]')).toHaveCount(8)

  await page.getByLabel('Search media').fill('ASABA')
  await expect(itemBoxes(page)).toHaveCount(2)
  expect(await shownNames(page)).toEqual(['asaba-office-rooftop.webp', 'asaba-home-solar.webp'])

  await page.getByLabel('Search media').fill('xyz')
  await expect(page.getByText('No media matches "xyz"')).toBeVisible()
  await expect(itemBoxes(page)).toHaveCount(0)
})

test('a range is selected with Shift: by mouse in the grid, by keyboard (Shift+Space) in the list', async ({ page }) => {
  await openLibrary(page)
  const checked = () => itemBoxes(page).evaluateAll((boxes) => boxes.slice(0, 6).map((box) => (box as HTMLInputElement).checked))
  const bar = page.getByRole('region', { name: 'Selected media' })
  await itemBoxes(page).nth(1).click()
  await itemBoxes(page)
    .nth(4)
    .click({ modifiers: ['Shift'] })
  // The boxes follow the selection once React has rendered it: poll, as a person would look again.
  await expect.poll(checked).toEqual([false, true, true, true, true, false])
  await expect(bar).toContainText('4 items selected')
  await bar.getByRole('button', { name: 'Clear selection' }).click()

  await chooseView(page, 'List view')
  await itemBoxes(page).nth(4).focus()
  await page.keyboard.press('Space')
  await itemBoxes(page).nth(2).focus()
  await page.keyboard.press('Shift+Space')
  await expect.poll(checked).toEqual([false, false, true, true, true, false])
  await expect(bar).toContainText('3 items selected')
})

test('sorts by name, size and date', async ({ page }) => {
  await openLibrary(page)
  const sort = page.getByLabel('Sort by')

  await sort.selectOption('name')
  await expect(page).toHaveURL(/sort=name/)
  await expect.poll(() => shownNames(page)).toEqual([...SEED_BY_DATE].sort())

  await sort.selectOption('size')
  await expect
    .poll(() => shownNames(page))
    .toEqual([
      'school-solar-canopy.webp',
      'asaba-home-solar.webp',
      'asaba-office-rooftop.webp',
      'lekki-rooftop-array.webp',
      'classroom-session.webp',
      'panel-cleaning-harmattan.webp',
      'installer-harness.webp',
      'battery-room.webp',
    ])

  await sort.selectOption('date')
  await expect(page).not.toHaveURL(/sort=/)
  await expect.poll(() => shownNames(page)).toEqual(SEED_BY_DATE)
})

test('switches between grid and list, and the URL remembers the choice', async ({ page }) => {
  await openLibrary(page)
  await expect(page.getByRole('list', { name: 'Media items' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Grid view' })).toBeChecked()

  await chooseView(page, 'List view')
  await expect(page).toHaveURL(/view=list/)
  const table = page.getByRole('table', { name: 'Media items' })
  await expect(table).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(9)
  await expect(table.getByRole('row', { name: /battery-room\.webp/ })).toContainText('717 KB')
  await expect(table.getByRole('row', { name: /battery-room\.webp/ })).toContainText('1600 × 1067')

  await page.reload()
  await expect(page.getByRole('table', { name: 'Media items' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'List view' })).toBeChecked()

  await page.getByRole('radio', { name: 'Grid view' }).focus()
  await page.keyboard.press('Space')
  await expect(page.getByRole('list', { name: 'Media items' })).toBeVisible()
  await expect(page).not.toHaveURL(/view=list/)
})

test('selecting items shows the bar with the right count; Clear selection hides it', async ({ page }) => {
  await openLibrary(page)
  await expect(page.getByRole('region', { name: 'Selected media' })).toHaveCount(0)

  await page.getByRole('checkbox', { name: 'Select battery-room.webp' }).check()
  const bar = page.getByRole('region', { name: 'Selected media' })
  await expect(bar).toContainText('1 item selected')
  await page.getByRole('checkbox', { name: 'Select classroom-session.webp' }).check()
  await expect(bar).toContainText('2 items selected')

  await page.getByRole('checkbox', { name: 'Select all' }).check()
  await expect(bar).toContainText('8 items selected')
  await page.getByRole('checkbox', { name: 'Select all' }).uncheck()
  await expect(bar).toHaveCount(0)

  await page.getByRole('checkbox', { name: 'Select battery-room.webp' }).check()
  const download = page.waitForEvent('download')
  await bar.getByRole('button', { name: 'Download' }).click()
  expect((await download).suggestedFilename()).toBe('battery-room.webp')

  await bar.getByRole('button', { name: 'Clear selection' }).click()
  await expect(bar).toHaveCount(0)
  await expect(page.getByRole('checkbox', { name: 'Select battery-room.webp' })).not.toBeChecked()
})

test('deleting two items asks first, then removes them for good', async ({ page }) => {
  await openLibrary(page)
  await page.getByRole('checkbox', { name: 'Select battery-room.webp' }).check()
  await page.getByRole('checkbox', { name: 'Select classroom-session.webp' }).check()
  const bar = page.getByRole('region', { name: 'Selected media' })
  await expect(bar).toContainText('2 items selected')

  await bar.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete 2 items?' })
  await expect(dialog).toContainText('battery-room.webp')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(itemBoxes(page)).toHaveCount(8)

  await bar.getByRole('button', { name: 'Delete' }).click()
  await dialog.getByRole('button', { name: 'Delete 2 items' }).click()
  await expect(itemBoxes(page)).toHaveCount(6)
  await expect(page.getByText('2 items deleted.')).toBeVisible()
  await expect(bar).toHaveCount(0)

  await page.reload()
  await expect(itemBoxes(page)).toHaveCount(6)
  expect(await shownNames(page)).not.toContain('battery-room.webp')
})

test('a real PNG uploads with progress and appears in the grid and in the pages editor', async ({ page }) => {
  await page.goto('/dashboard/media/upload')
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Media' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Upload images' })).toBeVisible()
  await expect(itemBoxes(page)).toHaveCount(8)

  // Slow answers (fault switch), so the uploading state can be seen at the tests' zero latency.
  await setFaultRules(page, [{ match: 'POST /api/media', latencyMs: 600, times: 2 }])
  // The keyboard path: the 'Choose files' button opens the system file picker.
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose files' }).focus()
  await page.keyboard.press('Enter')
  const fileChooser = await chooser
  await fileChooser.setFiles([
    { name: 'pixel.png', mimeType: 'image/png', buffer: PNG_1X1 },
    { name: 'pixel-two.png', mimeType: 'image/png', buffer: PNG_1X1 },
  ])
  await expect(page.getByRole('status').filter({ hasText: /Uploading [12] of 2/ })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: '2 of 2 uploaded' })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'pixel.png: uploaded' })).toHaveAttribute('aria-valuenow', '100')
  await expect(itemBoxes(page)).toHaveCount(10)
  await expect(page.getByRole('checkbox', { name: 'Select pixel.png' })).toBeVisible()

  await page.getByRole('button', { name: 'Details of pixel.png' }).click()
  const drawer = page.getByRole('dialog', { name: 'Media details' })
  await expect(drawer).toContainText('1 × 1 px')
  await expect(drawer).toContainText('PNG')
  await expect(drawer).toContainText(`${PNG_1X1.length} B`)
  await drawer.getByRole('button', { name: 'Close details' }).click()

  await page.goto('/dashboard/pages/edit/blog')
  await page.getByRole('tab', { name: 'Images' }).click()
  await page.getByRole('button', { name: 'Choose from media library' }).click()
  const picker = page.getByRole('dialog', { name: 'Choose a featured image' })
  await picker.getByRole('button', { name: 'pixel.png' }).click()
  await expect(page.getByRole('figure')).toContainText('pixel.png')
})

test.describe('rejected uploads', () => {
  test.use({ allowedConsoleErrors: [EXPECTED_422] })

  test('an SVG and an oversized file are refused with a clear message each', async ({ page }) => {
    await openLibrary(page)
    await page.getByRole('button', { name: 'Upload' }).click()
    await expect(page.getByRole('button', { name: 'Close upload' })).toHaveAttribute('aria-expanded', 'true')
    await page.locator('input[type=file]').setInputFiles([
      { name: 'photo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
    ])
    const alert = page.getByRole('alert').filter({ hasText: 'Some files were not uploaded' })
    await expect(alert).toContainText('photo.svg: only JPEG, PNG, WebP, GIF and AVIF images can be uploaded')
    await expect(alert).toContainText('big.png: files must be 5 MB or smaller')
    await expectNoAxeViolations(page)
    await expect(itemBoxes(page)).toHaveCount(8)
  })

  test("a file whose content is not its declared type shows the API's message", async ({ page }) => {
    await openLibrary(page, '/dashboard/media/upload')
    await page.locator('input[type=file]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: GIF_1X1 })
    await expect(page.getByRole('status').filter({ hasText: '0 of 1 uploaded, 1 failed' })).toBeVisible()
    await expect(page.getByText('fake.png: The file is not a valid image of its declared type')).toBeVisible()
    await expect(itemBoxes(page)).toHaveCount(8)
  })
})

test('alt text is edited in the details drawer and saved through the API', async ({ page }) => {
  await openLibrary(page)
  await page.getByRole('button', { name: 'Details of battery-room.webp' }).click()
  const drawer = page.getByRole('dialog', { name: 'Media details' })
  await expect(drawer).toContainText('WebP')
  await expect(drawer).toContainText('717 KB')
  await expect(drawer).toContainText('1600 × 1067 px')
  await expect(drawer).toContainText('2 Apr 2025')
  await expect(drawer.getByRole('img', { name: /lithium battery bank/ })).toBeVisible()

  await drawer.getByLabel('Alt text').fill('Battery bank and inverter on a utility-room wall')
  await drawer.getByRole('button', { name: 'Save details' }).click()
  await expect(page.getByText('Media updated')).toBeVisible()
  await expect(drawer).toBeHidden()
  const stored = await page.evaluate(async () => (await fetch('/api/media/media-battery-room')).json())
  expect(stored.alt).toBe('Battery bank and inverter on a utility-room wall')

  await page.reload()
  await page.getByRole('button', { name: 'Details of battery-room.webp' }).click()
  await expect(page.getByRole('dialog', { name: 'Media details' }).getByLabel('Alt text')).toHaveValue(
    'Battery bank and inverter on a utility-room wall',
  )
})

test('the grid pages through a large library 24 at a time; a search goes back to page 1', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/dashboard/media')
  await expect(itemBoxes(page)).toHaveCount(8)
  await page.evaluate(
    async ([base64, size]) => {
      const session = JSON.parse(sessionStorage.getItem('sunharvest-admin-session') ?? '{}') as { token: string }
      for (let i = 1; i <= 20; i += 1) {
        await fetch('/api/media', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
          body: JSON.stringify({
            name: `bulk-${String(i).padStart(2, '0')}.png`,
            type: 'image/png',
            bytes: size,
            dataUrl: `data:image/png;base64,${base64}`,
            width: 1,
            height: 1,
          }),
        })
      }
    },
    [PNG_1X1.toString('base64'), PNG_1X1.length] as const,
  )
  await page.reload()
  await expect(page.getByText('Showing 1–24 of 28 items')).toBeVisible()
  await expect(itemBoxes(page)).toHaveCount(24)
  const pages = page.getByRole('navigation', { name: 'Media pages' })
  await pages.getByRole('button', { name: '2' }).click()
  await expect(page.getByText('Showing 25–28 of 28 items')).toBeVisible()
  await expect(itemBoxes(page)).toHaveCount(4)

  await page.getByLabel('Search media').fill('bulk')
  await expect(page.getByText('Showing 1–20 of 20 items')).toBeVisible()
})

test.describe('accessibility', () => {
  test('axe finds no violations in the grid, the list, the upload panel and the dialogs', async ({ page }) => {
    await openLibrary(page)
    await page.getByRole('checkbox', { name: 'Select battery-room.webp' }).check()
    await expectNoAxeViolations(page)

    await chooseView(page, 'List view')
    await expect(page.getByRole('table', { name: 'Media items' })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('region', { name: 'Selected media' }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('dialog', { name: 'Delete 1 item?' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Cancel' }).click()

    await page.getByRole('button', { name: 'battery-room.webp' }).click()
    await expect(page.getByRole('dialog', { name: 'Media details' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('axe finds no violations on the upload screen with a finished upload', async ({ page }) => {
    await openLibrary(page, '/dashboard/media/upload')
    await page.locator('input[type=file]').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG_1X1 })
    await expect(page.getByRole('status').filter({ hasText: '1 of 1 uploaded' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
