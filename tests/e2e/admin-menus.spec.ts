import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'

/** Chromium logs every 4xx response as a console error; the test of a refused URL expects exactly that. */
const EXPECTED_422 = /Failed to load resource: the server responded with a status of 422/
const SEED_MAIN = ['Home', 'About', 'Services', 'Training', 'Projects', 'Blog', 'Contact']

interface SavedItem {
  title: string
  url: string
  target?: string
  children?: SavedItem[]
}
/** The menu as the API holds it now. */
async function savedItems(page: Page, id = 'main-menu'): Promise<SavedItem[]> {
  return page.evaluate(async (menuId) => (await (await fetch(`/api/menus/${menuId}`)).json()).items, id)
}
const savedTitles = async (page: Page, id = 'main-menu') => (await savedItems(page, id)).map((item) => item.title)

const mainList = (page: Page) => page.getByRole('list', { name: 'Main Navigation items' })
/** The titles of the rows on screen, top level only. */
const rowTitles = (list: Locator) => list.locator('> [role="listitem"] > :not([role="list"]) [data-menu-item-title]')

async function openMenus(page: Page, query = '') {
  await page.goto(`/dashboard/menu${query}`)
  await expect(page.getByRole('heading', { level: 2, name: /^Editing: / })).toBeVisible()
}

/**
 * Signs in through the API once the embedded mock answers: a prerendered page can paint before the mock has
 * started, and until then '/api/*' is answered by the static server (with the HTML shell).
 */
async function signInWhenMockAnswers(page: Page) {
  await page.goto('/')
  await expect
    .poll(() => page.evaluate(async () => (await fetch('/api/menus')).headers.get('content-type') ?? ''), { timeout: 15_000 })
    .toContain('json')
  await page.evaluate(async () => {
    const response = await fetch('/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@sunharvest.ng', password: 'demo-password', remember: false }),
    })
    sessionStorage.setItem('sunharvest-admin-session', JSON.stringify(await response.json()))
  })
}

test.beforeEach(async ({ page }) => {
  await signInWhenMockAnswers(page)
})

test('the spec screen: locations, editor, rows and children; axe passes, the drag state included', async ({ page }) => {
  await openMenus(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Navigation Menus' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Main Navigation/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: /Footer Navigation/ })).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByRole('heading', { level: 2, name: 'Editing: Main Navigation' })).toBeVisible()
  await expect(page.getByText('Drag and drop to reorder menu items')).toBeVisible()
  await expect(rowTitles(mainList(page))).toHaveText(SEED_MAIN)
  const blog = mainList(page).getByRole('listitem').filter({ hasText: 'Blog' })
  await expect(blog).toContainText('/blog')
  for (const action of ['Edit Blog', 'Delete Blog', 'Move Blog up', 'Move Blog down', 'Reorder Blog'])
    await expect(blog.getByRole('button', { name: action })).toBeVisible()
  // Only Services has children; its toggle shows them.
  await expect(page.getByRole('button', { name: /children of/ })).toHaveCount(1)
  const toggle = page.getByRole('button', { name: 'Show children of Services' })
  await toggle.click()
  await expect(page.getByRole('button', { name: 'Hide children of Services' })).toHaveAttribute('aria-expanded', 'true')
  await expect(rowTitles(page.getByRole('list', { name: 'Children of Services' }))).toHaveText([
    'Solar Installation',
    'Energy Audit',
    'Maintenance',
    'Solar Training',
  ])
  await expectNoAxeViolations(page)

  // Lifted with the keyboard: the drag state is accessible too; Escape puts the row back.
  await page.getByRole('button', { name: 'Reorder Projects' }).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowDown')
  await expect(page.locator('[data-dragging]')).toHaveCount(1)
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-dragging]')).toHaveCount(0)
  expect(await savedTitles(page)).toEqual(SEED_MAIN)

  await page.getByRole('button', { name: 'Edit Blog' }).click()
  await expect(page.getByRole('form', { name: 'Edit menu item Blog' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a renamed main-menu item shows in the public navigation bar at once and survives a reload', async ({ page }) => {
  await openMenus(page)
  await page.getByRole('button', { name: 'Edit Blog' }).click()
  const form = page.getByRole('form', { name: 'Edit menu item Blog' })
  await expect(form.getByRole('textbox', { name: 'Title' })).toBeFocused()
  await form.getByRole('textbox', { name: 'Title' }).fill('News')
  await form.getByRole('textbox', { name: 'URL' }).fill('https://news.example.ng')
  await form.getByRole('checkbox', { name: 'Open in new tab' }).check()
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('button', { name: 'Edit News' })).toBeFocused()
  const news = mainList(page).getByRole('listitem').filter({ hasText: 'News' })
  await expect(news).toContainText('https://news.example.ng')
  await expect(news.getByRole('img', { name: 'Opens in a new tab' })).toBeVisible()
  await expect.poll(() => savedItems(page).then((items) => items[5])).toMatchObject({ title: 'News', target: '_blank' })

  // In-app navigation (no reload): the public bar reads the same cache.
  await page.getByRole('link', { name: 'View Site' }).click()
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('href', 'https://news.example.ng')
  await expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('target', '_blank')
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveCount(0)
  await page.reload()
  await expect(nav.getByRole('link', { name: 'News' })).toBeVisible()
  await openMenus(page)
  await expect(rowTitles(mainList(page))).toHaveText(['Home', 'About', 'Services', 'Training', 'Projects', 'News', 'Contact'])
})

test.describe('unsafe URLs', () => {
  test.use({ allowedConsoleErrors: [EXPECTED_422] })

  test('a javascript: URL is refused by the form and by the API; Cancel discards the edit', async ({ page }) => {
    await openMenus(page)
    await page.getByRole('button', { name: 'Edit Contact' }).click()
    const url = page.getByRole('textbox', { name: 'URL' })
    await url.fill('javascript:alert(document.cookie)')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Use a site path like /about or an address starting with http:// or https://')).toBeVisible()
    await expect(url).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('button', { name: 'Edit Contact' })).toBeFocused()
    await expect(mainList(page).getByRole('listitem').filter({ hasText: 'Contact' })).toContainText('/contact')

    const status = await page.evaluate(async () => {
      const session = JSON.parse(sessionStorage.getItem('sunharvest-admin-session') ?? '{}') as { token?: string }
      const response = await fetch('/api/menus/main-menu', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
        body: JSON.stringify({ items: [{ id: 'x', title: 'Click', url: 'javascript:alert(1)' }] }),
      })
      return response.status
    })
    expect(status).toBe(422)
    expect(await savedTitles(page)).toEqual(SEED_MAIN)
  })
})

test('Add Menu Item appends New Item at / and opens it; Cancel discards, Save keeps it', async ({ page }) => {
  await openMenus(page)
  await page.getByRole('button', { name: 'Add Menu Item' }).click()
  await expect(page.getByRole('form')).toHaveCount(1)
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('New Item')
  await expect(page.getByRole('textbox', { name: 'URL' })).toHaveValue('/')
  await expect(page.getByRole('checkbox', { name: 'Open in new tab' })).not.toBeChecked()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(rowTitles(mainList(page))).toHaveText(SEED_MAIN)
  await expect(page.getByRole('button', { name: 'Add Menu Item' })).toBeFocused()

  await page.getByRole('button', { name: 'Add Menu Item' }).click()
  // Opening another row closes the new one: at most one row is in edit mode.
  await page.getByRole('button', { name: 'Edit Home' }).click()
  await expect(page.getByRole('form')).toHaveCount(1)
  await expect(page.getByRole('form', { name: 'Edit menu item Home' })).toBeVisible()
  await page.getByRole('button', { name: 'Add Menu Item' }).click()
  await page.getByRole('textbox', { name: 'Title' }).fill('Shop')
  await page.getByRole('textbox', { name: 'URL' }).fill('/services')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(rowTitles(mainList(page))).toHaveText([...SEED_MAIN, 'Shop'])
  await expect.poll(() => savedTitles(page)).toEqual([...SEED_MAIN, 'Shop'])
  await page.reload()
  await expect(rowTitles(mainList(page))).toHaveText([...SEED_MAIN, 'Shop'])
})

test('delete is immediate with an Undo toast that restores the item at its place; the footer shows the changes', async ({
  page,
}) => {
  await openMenus(page, '?menu=footer-menu')
  await expect(page.getByRole('heading', { level: 2, name: 'Editing: Footer Navigation' })).toBeVisible()
  const footerList = page.getByRole('list', { name: 'Footer Navigation items' })
  await page.getByRole('button', { name: 'Delete Blog' }).click()
  await expect(footerList.getByRole('button', { name: 'Edit Blog' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete Contact' })).toBeFocused()
  await expect.poll(() => savedTitles(page, 'footer-menu')).not.toContain('Blog')

  const toast = page.getByRole('alert').filter({ hasText: 'Blog deleted' })
  await expect(toast).toBeVisible()
  await toast.getByRole('button', { name: 'Undo delete of Blog' }).click()
  await expect(rowTitles(footerList).nth(4)).toHaveText('Blog')
  await expect.poll(() => savedTitles(page, 'footer-menu').then((t) => t.indexOf('Blog'))).toBe(4)

  await page.getByRole('button', { name: 'Delete Solar Training' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Solar Training deleted' })).toBeVisible()
  await expectNoAxeViolations(page)
  await expect.poll(() => savedTitles(page, 'footer-menu')).not.toContain('Solar Training')
  await page.getByRole('link', { name: 'View Site' }).click()
  const footerNav = page.getByRole('navigation', { name: 'Footer' })
  await expect(footerNav.getByRole('link')).toHaveText(['Home', 'About', 'Services', 'Projects', 'Blog', 'Contact', 'FAQ'])
})

test('an empty menu shows No menu items yet and Add First Item; switching menus keeps each one', async ({ page }) => {
  await openMenus(page)
  await page.getByRole('button', { name: /Footer Navigation/ }).click()
  await expect(page).toHaveURL(/\?menu=footer-menu$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Editing: Footer Navigation' })).toBeVisible()
  const footerList = page.getByRole('list', { name: 'Footer Navigation items' })
  const count = await footerList.getByRole('listitem').count()
  for (let i = 0; i < count; i += 1)
    await footerList
      .getByRole('button', { name: /^Delete / })
      .first()
      .click()
  await expect(page.getByText('No menu items yet')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add First Item' })).toBeFocused()
  await expect(page.getByRole('button', { name: 'Add Menu Item' })).toHaveCount(0)
  await expect.poll(() => savedItems(page, 'footer-menu')).toEqual([])
  // The deletions' Undo toasts enter three at a time, each as another closes after 4 s: one may be fading in while axe
  // measures its contrast. A toast is checked fully shown in the test above; here the empty menu is.
  await expectNoAxeViolations(page, { exclude: '.mantine-Notifications-root' })

  await page.getByRole('button', { name: 'Add First Item' }).click()
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('New Item')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(rowTitles(footerList)).toHaveText(['New Item'])

  await page.getByRole('button', { name: /Main Navigation/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Editing: Main Navigation' })).toBeVisible()
  await expect(rowTitles(mainList(page))).toHaveText(SEED_MAIN)
  await page.reload()
  await expect(rowTitles(mainList(page))).toHaveText(SEED_MAIN)
  await page.getByRole('button', { name: /Footer Navigation/ }).click()
  await expect(rowTitles(footerList)).toHaveText(['New Item'])
})

test('keyboard drag reorders items and children; a mouse drop outside the list changes nothing', async ({ page }) => {
  await openMenus(page)
  // Space lifts, arrows move, space drops.
  await page.getByRole('button', { name: 'Reorder Blog' }).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Space')
  const reordered = ['Home', 'About', 'Blog', 'Services', 'Training', 'Projects', 'Contact']
  await expect(rowTitles(mainList(page))).toHaveText(reordered)
  await expect.poll(() => savedTitles(page)).toEqual(reordered)

  await page.getByRole('button', { name: 'Show children of Services' }).click()
  await page.getByRole('button', { name: 'Reorder Solar Installation' }).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown') // past the end of its list: it stays last
  await page.keyboard.press('Space')
  const children = ['Energy Audit', 'Maintenance', 'Solar Training', 'Solar Installation']
  await expect(rowTitles(page.getByRole('list', { name: 'Children of Services' }))).toHaveText(children)
  await expect.poll(() => savedItems(page).then((items) => items[3]!.children!.map((c) => c.title))).toEqual(children)

  await page.getByRole('button', { name: 'Hide children of Services' }).click()

  // A mouse drag dropped on the left panel: nothing changes.
  const handle = page.getByRole('button', { name: 'Reorder Home' })
  const from = (await handle.boundingBox())!
  const target = (await page.getByText('Menu locations').boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + 10, from.y + 30, { steps: 5 })
  await expect(page.locator('[data-dragging]')).toHaveCount(1)
  await page.mouse.move(target.x + 10, target.y + 10, { steps: 10 })
  await page.mouse.up()
  await expect(page.locator('[data-dragging]')).toHaveCount(0)
  await expect(rowTitles(mainList(page))).toHaveText(reordered)
  expect(await savedTitles(page)).toEqual(reordered)
})

test('Move up and Move down buttons reorder with a single pointer and keep focus on the moved row', async ({ page }) => {
  await openMenus(page)
  await page.getByRole('button', { name: 'Move Contact up' }).click()
  await expect(page.getByRole('button', { name: 'Move Contact up' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(rowTitles(mainList(page))).toHaveText(['Home', 'About', 'Services', 'Training', 'Contact', 'Projects', 'Blog'])
  await page.getByRole('button', { name: 'Move Home down' }).click()
  await expect(page.getByRole('button', { name: 'Move Home down' })).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: 'Home moved to position 2 of 7.' })).toBeAttached()
  await page.getByRole('button', { name: 'Show children of Services' }).click()
  await page.getByRole('button', { name: 'Move Solar Training up' }).click()
  // At the top, Move up is disabled and focus goes to Move down.
  await page.getByRole('button', { name: 'Move Home up' }).click()
  await expect(page.getByRole('button', { name: 'Move Home up' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Move Home down' })).toBeFocused()

  const expected = ['Home', 'About', 'Services', 'Training', 'Contact', 'Projects', 'Blog']
  await expect(rowTitles(mainList(page))).toHaveText(expected)
  await expect.poll(() => savedTitles(page)).toEqual(expected)
  const services = (await savedItems(page))[2]!
  expect(services.children!.map((c) => c.title)).toEqual(['Solar Installation', 'Energy Audit', 'Solar Training', 'Maintenance'])
  await page.getByRole('link', { name: 'View Site' }).click()
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Home',
    'About',
    'Training',
    'Contact',
    'Projects',
    'Blog',
  ])
})
