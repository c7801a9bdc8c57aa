import type { Page } from '@playwright/test'
import { signInAsAdmin } from '../../mocks/testing-playwright'
import { adminCalls } from './admin-session'
import { expectNoAxeViolations } from './axe'
import { expect, test, waitForApp } from './fixtures'

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page)
})

/** A navigation inside the app (the router handles it: no reload, the query cache stays). */
async function clientNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`))
}

async function reload(page: Page) {
  await page.reload()
  await waitForApp(page)
}

const ids = (page: Page, path: string) =>
  page.evaluate(
    (p) =>
      fetch(`/api${p}`)
        .then((r) => r.json() as Promise<{ items: { id: string }[] }>)
        .then((b) => b.items.map((i) => i.id)),
    path,
  )

async function chooseImage(page: Page) {
  await page.getByRole('button', { name: 'Choose image from the media library' }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose image' })
  await dialog.getByRole('list', { name: 'Media items' }).getByRole('button').first().click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Change image from the media library' })).toBeVisible()
}

test('a new blog post, with an image from the media library, is on /blog at once and after a reload', async ({ page }) => {
  await page.goto('/dashboard/content/blog-posts')
  const table = page.getByRole('table', { name: 'Blog posts' })
  await expect(table.getByRole('row')).toHaveCount(7)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'New blog post' }).click()
  const form = page.getByRole('form', { name: 'New blog post' })
  await form.getByRole('button', { name: 'Create Blog post' }).click()
  // The schema's messages, under their fields.
  await expect(form.getByText('Image is required')).toBeVisible()
  await expect(form.getByText('Use a date like 2025-06-30')).toBeVisible()
  await expectNoAxeViolations(page)

  await chooseImage(page)
  await form.getByRole('textbox', { name: /^Title/ }).fill('Harmattan dust and your panels')
  await form.getByRole('textbox', { name: /^Excerpt/ }).fill('How often to clean panels in the dry season.')
  await form.getByLabel(/^Publication date/).fill('2026-11-20')
  await form.getByRole('textbox', { name: /^Author/ }).fill('Ada Obi')
  await form.getByRole('textbox', { name: /^Category/ }).fill('Maintenance')
  await form.getByRole('button', { name: 'Create Blog post' }).click()
  await expect(page.getByText('Blog post created')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/content\/blog-posts$/)
  await expect(table.getByRole('link', { name: 'Harmattan dust and your panels', exact: true })).toBeVisible()

  await clientNavigate(page, '/blog')
  await expect(page.getByRole('main').getByRole('heading', { name: 'Harmattan dust and your panels' })).toBeVisible()
  await reload(page)
  await expect(page.getByRole('main').getByRole('heading', { name: 'Harmattan dust and your panels' })).toBeVisible()
})

test('the filter menus offer every value of the whole collection, beyond the first 100 records, with counts', async ({ page }) => {
  // 100 newer posts lead the list (newest first); the seed's categories are only in the records after them.
  const image = { src: '/images/photos/grid-power-lines.webp', alt: '', width: 1600, height: 1067 }
  const posts = Array.from({ length: 100 }, (_, i) => ({
    method: 'POST',
    path: '/blog-posts',
    body: { image, title: `Bulk post ${i}`, excerpt: 'x', date: '2030-01-01', author: 'Bulk', category: 'Bulk' },
  }))
  expect(new Set(await adminCalls(page, posts))).toEqual(new Set([201]))
  const lists: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/blog-posts') lists.push(url.search)
  })
  await page.goto('/dashboard/content/blog-posts')
  const categories = page.getByRole('combobox', { name: 'Filter by category' })
  await expect(categories.getByRole('option', { name: 'Bulk (100)' })).toBeAttached()
  await expect(categories.getByRole('option', { name: 'Industry News (1)' })).toBeAttached()
  // The page, then its menus' values.
  expect(lists).toEqual(['?pageSize=25', '?pageSize=1&facets=category%2Cauthor'])
  await categories.selectOption('Industry News')
  const table = page.getByRole('table', { name: 'Blog posts' })
  await expect(table.getByRole('row')).toHaveCount(2)
})

test('a new project with a library image shows on /projects', async ({ page }) => {
  await page.goto('/dashboard/content/projects/new')
  const form = page.getByRole('form', { name: 'New project' })
  await chooseImage(page)
  await form.getByRole('textbox', { name: /^Title/ }).fill('Ughelli clinic microgrid')
  await form.getByRole('textbox', { name: /^Location/ }).fill('Ughelli, Delta')
  await form.getByRole('textbox', { name: /^Description/ }).fill('A 20 kW array with storage for a rural clinic.')
  await form.getByRole('combobox', { name: /^Category/ }).selectOption('community')
  await form.getByRole('textbox', { name: /^Capacity/ }).fill('20 kilowatts')
  await form.getByRole('textbox', { name: /^Savings/ }).fill('₦1.2M a year')
  await form.getByRole('button', { name: 'Create Project' }).click()
  await expect(form.getByText('Capacity like 5.8 kW')).toBeVisible()
  await form.getByRole('textbox', { name: /^Capacity/ }).fill('20 kW')
  await form.getByRole('button', { name: 'Create Project' }).click()
  await expect(page.getByText('Project created')).toBeVisible()
  await clientNavigate(page, '/projects')
  await expect(page.getByRole('main').getByText('Ughelli clinic microgrid')).toBeVisible()
  await reload(page)
  await expect(page.getByRole('main').getByText('Ughelli clinic microgrid')).toBeVisible()
})

test("a service's benefit list is edited, and its page shows it", async ({ page }) => {
  await page.goto('/dashboard/content/services/solar-installation')
  const form = page.getByRole('form', { name: 'Edit service' })
  await form.getByRole('textbox', { name: 'Benefits item 1' }).fill('Panels cleaned free for the first year')
  await form.getByRole('button', { name: 'Add to Benefits' }).click()
  await form
    .getByRole('textbox', { name: /^Benefits item \d+$/ })
    .last()
    .fill('Remote monitoring included')
  await form.getByRole('button', { name: 'Save Service' }).click()
  await expect(page.getByText('Service saved')).toBeVisible()
  await clientNavigate(page, '/services/solar-installation')
  await expect(page.getByRole('main').getByText('Panels cleaned free for the first year')).toBeVisible()
  await expect(page.getByRole('main').getByText('Remote monitoring included')).toBeVisible()
  await reload(page)
  await expect(page.getByRole('main').getByText('Panels cleaned free for the first year')).toBeVisible()
})

test('testimonials reorder with Move up and with the keyboard; the home page follows', async ({ page }) => {
  await page.goto('/dashboard/content/testimonials')
  const table = page.getByRole('table', { name: 'Testimonials' })
  const before = await ids(page, '/testimonials')
  const names = await page.evaluate(() =>
    fetch('/api/testimonials')
      .then((r) => r.json() as Promise<{ items: { name: string }[] }>)
      .then((b) => b.items.map((i) => i.name)),
  )
  await expect(table.getByRole('row')).toHaveCount(names.length + 1)
  await table.getByRole('button', { name: `Move ${names[1]} up` }).click()
  await expect.poll(() => ids(page, '/testimonials')).toEqual([before[1], before[0], ...before.slice(2)])
  await expect(table.getByRole('row').nth(1)).toContainText(names[1]!)

  // A keyboard drag: the lifted row is accessible too.
  await table.getByRole('button', { name: `Reorder ${names[2]}` }).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowUp')
  await expect(page.locator('[data-dragging]')).toHaveCount(1)
  await expectNoAxeViolations(page)
  await page.keyboard.press('Space')
  await expect.poll(() => ids(page, '/testimonials')).toEqual([before[1], before[2], before[0], ...before.slice(3)])

  await clientNavigate(page, '/')
  const slider = page.getByRole('region', { name: 'Client testimonials' })
  await expect(slider).toContainText(names[1]!)
  await reload(page)
  await expect(page.getByRole('region', { name: 'Client testimonials' })).toContainText(names[1]!)
})

test('a deleted FAQ question leaves /faq, and Undo brings it back', async ({ page }) => {
  const question = 'How much does a solar system cost?'
  await page.goto('/dashboard/content/faqs')
  const table = page.getByRole('table', { name: 'FAQ' })
  const before = await ids(page, '/faqs')
  await table.getByRole('checkbox', { name: `Select ${question}` }).check()
  await page.getByRole('button', { name: 'Delete selected' }).click()
  await expect(page.getByText('1 question deleted')).toBeVisible()
  await expect(table.getByText(question)).toHaveCount(0)
  await clientNavigate(page, '/faq')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // (The toast names the question too: look at the page's content.)
  const main = page.getByRole('main')
  await expect(main.getByText(question)).toHaveCount(0)
  await page.getByRole('button', { name: 'Undo delete of 1 question' }).click()
  await expect(page.getByText('Delete undone')).toBeVisible()
  await expect(main.getByText(question)).toBeVisible()
  expect(await ids(page, '/faqs')).toEqual(before)
  await reload(page)
  await expect(page.getByText(question)).toBeVisible()
})
