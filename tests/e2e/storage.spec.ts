import type { Page } from '@playwright/test'
import { pngOfSize } from '../support/png-of-size'
import { signInAsAdmin } from '../../mocks/testing-playwright'
import { expect, takeTimeToFill, test, waitForApp } from './fixtures'

/**
 * Nothing lost: every tab of one browser sees every write, no write erases another, an edit is stored
 * before the screen says so, and large uploads live beside the records (how much they cost other writes in a
 * browser: `npm run bench:uploads`).
 */

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

/** Calls the mock API from a page, with the remembered admin session (shared by the tabs of one browser). */
function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { token } = JSON.parse(localStorage.getItem('sunharvest-admin-session') ?? '{}') as { token?: string }
      const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
      if (body !== undefined) headers['Content-Type'] = 'application/json'
      const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
      return { status: response.status, body: response.status === 204 ? null : ((await response.json()) as any) }
    },
    { method, path, body },
  )
}

async function openTab(page: Page, path: string): Promise<Page> {
  const tab = await page.context().newPage()
  await tab.goto(path)
  await waitForApp(tab)
  return tab
}

test('two admin tabs and a visitor: every write survives reloads of every tab', async ({ page }) => {
  await signInAsAdmin(page, { remember: true })
  await page.goto('/dashboard/settings')
  const tabA = page
  // Tab B is open (its memory loaded) before tab A saves anything.
  const tabB = await openTab(page, '/dashboard/settings?tab=user')

  await field(tabA, 'Tagline').fill('Saved in tab A')
  await tabA.getByRole('button', { name: 'Save Site Settings' }).click()
  await expect(tabA.getByText('Site settings saved')).toBeVisible()

  // A visitor sends a message while both admin tabs are open.
  const visitor = await openTab(page, '/contact')
  const contact = visitor.getByRole('form', { name: 'Contact form' })
  await contact.getByLabel(/^Name/).fill('Chidi Nwosu')
  await contact.getByLabel(/^Email/).fill('chidi@example.ng')
  await contact.getByLabel(/^Service/).selectOption({ label: 'Commercial Solar' })
  await contact.getByLabel(/^Message/).fill('Sent while two admin tabs were open.')
  await takeTimeToFill(visitor)
  await contact.getByRole('button', { name: 'Send Message' }).click()
  await expect(visitor.getByRole('heading', { name: 'Thank You!' })).toBeVisible()

  // Tab B's memory is older than both writes: it saves its own edits on top of them, not over them.
  await field(tabB, 'Name').fill('Edited in tab B')
  await tabB.getByRole('button', { name: 'Save User Settings' }).click()
  await expect(tabB.getByText('User settings saved')).toBeVisible()
  const menu = (await api(tabB, 'GET', '/api/menus/main-menu')).body
  const items = [...menu.items, { id: 'two-tab-news', title: 'News', url: '/blog' }]
  expect((await api(tabB, 'PUT', '/api/menus/main-menu', { items })).status).toBe(200)

  for (const tab of [tabA, tabB, visitor]) {
    await tab.reload()
    await waitForApp(tab)
    expect((await api(tab, 'GET', '/api/settings/site')).body.tagline).toBe('Saved in tab A')
    expect((await api(tab, 'GET', '/api/settings/user')).body.name).toBe('Edited in tab B')
    const titles = ((await api(tab, 'GET', '/api/menus/main-menu')).body.items as Array<{ title: string }>).map((i) => i.title)
    expect(titles).toContain('News')
    const messages = (await api(tab, 'GET', '/api/contact-messages')).body.items as Array<{ message: string }>
    expect(messages.map((m) => m.message)).toContain('Sent while two admin tabs were open.')
  }
  // And the screens show it.
  await tabA.goto('/dashboard/settings')
  await expect(field(tabA, 'Tagline')).toHaveValue('Saved in tab A')
  await visitor.goto('/about')
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'News' })).toBeAttached()
})

test('an edit reloaded right after the screen says it is saved is there', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/dashboard/settings')
  await field(page, 'Tagline').fill('Stored before it was announced')
  await page.getByRole('button', { name: 'Save Site Settings' }).click()
  await expect(page.getByText('Site settings saved')).toBeVisible()
  await page.reload()
  await expect(field(page, 'Tagline')).toHaveValue('Stored before it was announced')
})

test('a 4.9 MB PNG is stored and shown from the file store after a reload, at its real size', async ({ page }) => {
  test.setTimeout(90_000)
  await signInAsAdmin(page)
  const png = pngOfSize(4.9)
  expect(png.buffer.length).toBeLessThanOrEqual(5 * 1024 * 1024)

  await page.goto('/dashboard/media/upload')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose files' }).click()
  await (await chooser).setFiles([{ name: 'large-rooftop.png', mimeType: 'image/png', buffer: png.buffer }])
  await expect(page.getByRole('status').filter({ hasText: '1 of 1 uploaded' })).toBeVisible({ timeout: 60_000 })
  // The library below refetches and shows the new thumbnail: let it arrive before this page is left (a file request
  // that reaches the service worker, msw's, while the page unloads goes on to the static host, which has no uploads).
  const thumbnail = page.getByRole('button', { name: 'Details of large-rooftop.png' }).locator('img')
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

  await page.goto('/dashboard/media')
  await page.getByRole('button', { name: 'Details of large-rooftop.png' }).click()
  const drawer = page.getByRole('dialog', { name: 'Media details' })
  await expect(drawer).toContainText(`${png.width} × ${png.height} px`)
  await expect(drawer).toContainText('4.9 MB')
  const image = page.locator('img[src^="/uploads/"]').first()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(png.width)
})
