import type { Page } from '@playwright/test'
import { mockResponse } from 'solar-site/testing/playwright'
import { signInAsAdmin } from '../../mocks/testing-playwright'
import { EXPECTED_404, expect, test, setFaultRules } from './fixtures'
import { expectNoAxeViolations } from './axe'

/** Chromium logs every 4xx response as a console error; tests that expect a 422 allow exactly that. */
const EXPECTED_422 = /Failed to load resource: the server responded with a status of 422/
const EXPECTED_401 = /Failed to load resource: the server responded with a status of 401/

async function openEditor(page: Page, id: string, title: string) {
  await page.goto(`/dashboard/pages/edit/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: `Edit page: ${title}` })).toBeVisible()
  await expect(field(page, 'Title')).toHaveValue(title)
}

/** A text field by its exact label ('Title' is not 'Meta Title'). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

async function getPage(page: Page, id: string) {
  return page.evaluate(async (pageId) => (await fetch(`/api/pages/${pageId}`)).json(), id)
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page)
})

test('lists the nine pages with type, path and date', async ({ page }) => {
  await page.goto('/dashboard/pages')
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible()
  const rows = page.getByRole('table', { name: 'Pages' }).getByRole('row')
  await expect(rows).toHaveCount(10)
  const titles = await page.getByRole('table', { name: 'Pages' }).getByRole('link').allTextContents()
  expect(titles).toEqual([
    'Home',
    'About Us',
    'Services',
    'Projects',
    'Blog',
    'Contact Us',
    'Solar Installation',
    'Energy Audit',
    'Maintenance',
  ])
  const table = page.getByRole('table', { name: 'Pages' })
  await expect(table.getByText('page', { exact: true })).toHaveCount(6)
  await expect(table.getByText('service', { exact: true })).toHaveCount(3)
  await expect(page.getByRole('row', { name: /About Us/ })).toContainText('/about')
  await expect(page.getByRole('row', { name: /About Us/ })).toContainText('9 May 2025')
})

test('choosing a page opens its editor beside the list; New Page opens an empty form', async ({ page }) => {
  await page.goto('/dashboard/pages')
  await page.getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL(/\/dashboard\/pages\/edit\/about$/)
  await expect(page.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('navigation', { name: 'All pages' }).getByRole('link', { name: 'About Us' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Pages' }).click()
  await page.getByRole('main').getByRole('link', { name: 'New Page' }).click()
  await expect(page).toHaveURL(/\/dashboard\/pages\/new$/)
  await expect(page.getByRole('heading', { level: 1, name: 'New Page' })).toBeVisible()
})

test('the quick-action routes open the blog and projects editors', async ({ page }) => {
  await openEditor(page, 'blog', 'Blog')
  await openEditor(page, 'projects', 'Projects')
})

test('an edit of the About page is saved, shown on the public page and survives a reload', async ({ page }) => {
  await openEditor(page, 'about', 'About Us')
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled()
  await field(page, 'Title').fill('About SunHarvest')
  await page.getByRole('tab', { name: 'SEO' }).click()
  await field(page, 'Meta Title').fill('Who we are | SunHarvest Energy')
  await expect(page.getByText('Unsaved changes')).toBeVisible()

  // A slow answer (fault switch), so the saving state can be seen.
  await setFaultRules(page, [{ match: 'PATCH /api/pages/*', latencyMs: 1500, times: 1 }])
  const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/api/pages/about'))
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeVisible()
  // Only the changed fields are sent.
  expect((await patch).postDataJSON()).toEqual({ title: 'About SunHarvest', metaTitle: 'Who we are | SunHarvest Energy' })
  await expect(page.getByText('Page saved')).toBeVisible()
  await expect(page.getByText('All changes saved')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit page: About SunHarvest' })).toBeVisible()
  expect(await getPage(page, 'about')).toMatchObject({ title: 'About SunHarvest', metaTitle: 'Who we are | SunHarvest Energy' })

  await page.reload()
  await expect(field(page, 'Title')).toHaveValue('About SunHarvest')
  await page.getByRole('tab', { name: 'SEO' }).click()
  await expect(field(page, 'Meta Title')).toHaveValue('Who we are | SunHarvest Energy')

  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About SunHarvest' })).toBeVisible()
  await expect(page).toHaveTitle(/Who we are/)
})

test("the about page's vision heading is edited in the Sections tab, shown on /about at once and after a reload", async ({
  page,
}) => {
  await openEditor(page, 'about', 'About Us')
  await page.getByRole('tab', { name: 'Sections' }).click()
  const vision = page.getByRole('group', { name: 'Vision' })
  await expect(vision.getByRole('textbox', { name: 'Heading' })).toHaveValue('Vision & Mission')
  await expectNoAxeViolations(page)
  await vision.getByRole('textbox', { name: 'Heading' }).fill('Where We Are Going')
  const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/api/pages/about'))
  await page.getByRole('button', { name: 'Save' }).click()
  expect((await patch).postDataJSON().sections[0]).toMatchObject({ id: 'vision', heading: 'Where We Are Going' })
  await expect(page.getByText('Page saved')).toBeVisible()

  const popup = page.waitForEvent('popup')
  await page.getByRole('link', { name: 'Preview' }).click()
  const preview = await popup
  await expect(preview.getByRole('heading', { level: 2, name: 'Where We Are Going' })).toBeVisible()
  await expect(preview.getByRole('heading', { name: 'Vision & Mission' })).toHaveCount(0)

  await preview.reload()
  await expect(preview.getByRole('heading', { level: 2, name: 'Where We Are Going' })).toBeVisible()
  await expect(preview.getByRole('heading', { level: 2, name: 'Our Journey' })).toBeVisible()
})

test.describe('slug validation', () => {
  test.use({ allowedConsoleErrors: [EXPECTED_422] })

  test('a bad slug is refused in the form, a slug of another page by the API; typed values stay', async ({ page }) => {
    await openEditor(page, 'about', 'About Us')
    await field(page, 'Title').fill('About the company')
    await field(page, 'Slug').fill('About Us!')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(
      page.getByText('Use lowercase letters, digits and single hyphens (for example solar-installation)'),
    ).toBeVisible()
    await expect(field(page, 'Slug')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'Slug')).toBeFocused()

    await field(page, 'Title').fill('')
    await expect(page.getByText('Title is required')).toBeVisible()
    await field(page, 'Title').fill('About the company')

    await field(page, 'Slug').fill('services')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('The slug "services" is already used by Services')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'The page was not saved' })).toBeVisible()
    await expect(field(page, 'Title')).toHaveValue('About the company')
    await expect(field(page, 'Slug')).toHaveValue('services')
    expect(await getPage(page, 'about')).toMatchObject({ title: 'About Us', slug: 'about' })
    await expectNoAxeViolations(page)
  })

  test('an error on another tab opens that tab', async ({ page }) => {
    await openEditor(page, 'about', 'About Us')
    await page.getByRole('tab', { name: 'SEO' }).click()
    await field(page, 'Meta Title').fill('x'.repeat(61))
    await page.getByRole('tab', { name: 'Content' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('tab', { name: /SEO/ })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText('Meta title must be at most 60 characters')).toBeVisible()
    await expect(field(page, 'Meta Title')).toBeFocused()
  })
})

test('SEO counters and the search-result preview follow the fields', async ({ page }) => {
  await openEditor(page, 'about', 'About Us')
  await page.getByRole('tab', { name: 'SEO' }).click()
  const preview = page.getByRole('group', { name: 'Search result preview' })
  await expect(preview).toContainText('https://www.sunharvest.ng/about')
  await expect(preview).toContainText('About SunHarvest Energy | Solar Experts Since 2008')

  await field(page, 'Meta Title').fill('Solar experts in Asaba')
  await expect(page.getByText('22/60')).toBeVisible()
  await expect(preview).toContainText('Solar experts in Asaba')

  await field(page, 'Meta Title').fill('A'.repeat(55))
  const counter = page.getByText('55/60')
  await expect(counter).toBeVisible()
  await expect(counter).toHaveCSS('font-weight', '700')

  await field(page, 'Meta Description').fill('Solar installation and training in Nigeria.')
  await expect(page.getByText('43/160')).toBeVisible()
  await expect(preview).toContainText('Solar installation and training in Nigeria.')

  await field(page, 'Meta Title').fill('')
  await expect(page.getByText('0/60')).toBeVisible()
  await expect(preview).toContainText('About Us')
})

test('the featured image is chosen from the media library, saved and removable', async ({ page }) => {
  await openEditor(page, 'about', 'About Us')
  await page.getByRole('tab', { name: 'Images' }).click()
  await expect(page.getByRole('figure')).toContainText('asaba-office-rooftop.webp')

  await page.getByRole('button', { name: 'Change image' }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose a featured image' })
  await expect(dialog.getByRole('button')).not.toHaveCount(0)
  await dialog.getByLabel('Search media').fill('BATTERY')
  await expect(dialog.getByRole('listitem')).toHaveCount(1)
  await dialog.getByRole('button', { name: 'battery-room.webp' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('figure')).toContainText('battery-room.webp')

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Page saved')).toBeVisible()
  expect(await getPage(page, 'about')).toMatchObject({ featuredImage: 'media-battery-room' })

  await page.getByRole('button', { name: 'Remove image' }).click()
  await expect(page.getByText('No featured image is chosen.')).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('All changes saved')).toBeVisible()
  expect(await getPage(page, 'about')).toMatchObject({ featuredImage: '' })
})

test('Preview opens the public page in a new tab', async ({ page }) => {
  await openEditor(page, 'maintenance', 'Maintenance')
  const preview = page.getByRole('link', { name: 'Preview' })
  await expect(preview).toHaveAttribute('href', '/services/maintenance')
  await expect(preview).toHaveAttribute('target', '_blank')
  await expect(preview).toHaveAttribute('rel', /noopener/)
  const [tab] = await Promise.all([page.context().waitForEvent('page'), preview.click()])
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toBe('/services/maintenance')
  await tab.close()
})

test('leaving with unsaved changes asks first: Stay keeps the edit, Discard leaves', async ({ page }) => {
  await openEditor(page, 'about', 'About Us')
  await field(page, 'Description').fill('A changed description')
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' })

  await sidebar.getByRole('link', { name: 'Media' }).click()
  const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Stay' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/dashboard\/pages\/edit\/about$/)
  await expect(field(page, 'Description')).toHaveValue('A changed description')

  await sidebar.getByRole('link', { name: 'Media' }).click()
  await dialog.getByRole('button', { name: 'Discard changes' }).click()
  await expect(page).toHaveURL(/\/dashboard\/media$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible()
  expect(await getPage(page, 'about')).toMatchObject({ description: expect.stringContaining('Our story') })
})

test.describe('the session ends during a save', () => {
  test.use({ allowedConsoleErrors: [EXPECTED_401] })

  test('the login opens, and after signing in the edit is back, unsaved, and saves', async ({ page }) => {
    await openEditor(page, 'about', 'About Us')
    await field(page, 'Title').fill('About SunHarvest')
    await mockResponse(page, 'PATCH /api/pages/*', { status: 401, times: 1 })
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/admin\?redirectTo=%2Fdashboard%2Fpages%2Fedit%2Fabout$/)

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@sunharvest.ng')
    await page.getByLabel(/^Password/).fill('any-password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/dashboard\/pages\/edit\/about$/)
    await expect(field(page, 'Title')).toHaveValue('About SunHarvest')
    await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible()
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Page saved')).toBeVisible()
    expect(await getPage(page, 'about')).toMatchObject({ title: 'About SunHarvest' })
  })
})

test('a clean editor leaves without asking', async ({ page }) => {
  await openEditor(page, 'about', 'About Us')
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Media' }).click()
  await expect(page).toHaveURL(/\/dashboard\/media$/)
})

test('reloading with unsaved changes shows the browser prompt', async ({ page }) => {
  await openEditor(page, 'about', 'About Us')
  await field(page, 'Title').fill('Unsaved title')
  const dialogEvent = page.waitForEvent('dialog')
  const reload = page.reload().catch(() => undefined)
  const dialog = await dialogEvent
  expect(dialog.type()).toBe('beforeunload')
  await dialog.dismiss()
  await expect(field(page, 'Title')).toHaveValue('Unsaved title')
  void reload
})

test.describe('a page created after the build (404 from the static host)', () => {
  test.use({ allowedConsoleErrors: [EXPECTED_404] })

  test('a new page is created, opens in the editor and is published at /pages/{slug}', async ({ page }) => {
    await page.goto('/dashboard/pages/new')
    await page.getByLabel('Type').selectOption('service')
    await field(page, 'Title').fill('Solar Water Pumps')
    // The slug follows the title until it is edited by hand.
    await expect(field(page, 'Slug')).toHaveValue('solar-water-pumps')
    await field(page, 'Description').fill('Solar-powered boreholes for farms and estates.')
    await field(page, 'Content').fill('We size pumps for your borehole.\n\nEvery system comes with a two-year warranty.')
    await page.getByRole('button', { name: 'Create Page' }).click()

    await expect(page).toHaveURL(/\/dashboard\/pages\/edit\/solar-water-pumps$/)
    await expect(page.getByText('Page created')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Edit page: Solar Water Pumps' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await getPage(page, 'solar-water-pumps')).toMatchObject({ type: 'service', path: '/pages/solar-water-pumps' })

    await page.goto('/dashboard/pages')
    await expect(page.getByRole('table', { name: 'Pages' }).getByRole('row')).toHaveCount(11)

    await page.goto('/pages/solar-water-pumps')
    await expect(page.getByRole('heading', { level: 1, name: 'Solar Water Pumps' })).toBeVisible()
    await expect(page.getByText('We size pumps for your borehole.')).toBeVisible()
    await expect(page.getByText('Every system comes with a two-year warranty.')).toBeVisible()
  })
})

test.describe('new page errors', () => {
  test.use({ allowedConsoleErrors: [EXPECTED_422] })

  test('an empty form shows the schema messages; a taken slug comes back from the API', async ({ page }) => {
    await page.goto('/dashboard/pages/new')
    await page.getByRole('button', { name: 'Create Page' }).click()
    await expect(page.getByText('Title is required')).toBeVisible()
    await expect(page.getByText('Slug is required')).toBeVisible()
    await expect(field(page, 'Title')).toBeFocused()

    await field(page, 'Title').fill('Another about')
    await field(page, 'Slug').fill('about')
    await page.getByRole('button', { name: 'Create Page' }).click()
    await expect(page.getByText('The slug "about" is already used by About Us')).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/pages\/new$/)
    await expect(field(page, 'Title')).toHaveValue('Another about')
  })
})

test.describe('accessibility', () => {
  test('axe finds no violations on the pages list', async ({ page }) => {
    await page.goto('/dashboard/pages')
    await expect(page.getByRole('table', { name: 'Pages' }).getByRole('row')).toHaveCount(10)
    await expectNoAxeViolations(page)
  })

  for (const tab of ['Content', 'Images', 'SEO']) {
    test(`axe finds no violations on the editor's ${tab} tab`, async ({ page }) => {
      await openEditor(page, 'about', 'About Us')
      await page.getByRole('tab', { name: tab }).click()
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
      if (tab === 'Images') await expect(page.getByRole('figure')).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }

  test('axe finds no violations on the media picker and the new-page form', async ({ page }) => {
    await openEditor(page, 'blog', 'Blog')
    await page.getByRole('tab', { name: 'Images' }).click()
    await page.getByRole('button', { name: 'Choose from media library' }).click()
    await expect(page.getByRole('dialog', { name: 'Choose a featured image' }).getByRole('listitem')).toHaveCount(8)
    await expectNoAxeViolations(page)

    await page.goto('/dashboard/pages/new')
    await page.getByRole('button', { name: 'Create Page' }).click()
    await expect(page.getByText('Title is required')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
