import { expect, test } from './fixtures'
import { PUBLIC_ROUTES } from './public-routes'

const NOT_FOUND = /<h1[^>]*>[^<]*Page Not Found/

/** Same-site page links in an HTML document, without query, hash, downloads or the admin. */
function pageLinks(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)]
    .map((match) => match[1]!.split('#')[0]!.split('?')[0]!)
    .filter((target) => target && !/\.(pdf|webp|avif|png|jpg|mp4)$/.test(target) && !target.startsWith('/dashboard'))
}

/**
 * Crawls every public page and follows every same-site link: none may end on the not-found page. Public pages
 * ship prerendered, so their HTML is read over HTTP; a link to a path that is not prerendered gets the app shell,
 * and is opened in the browser instead (the not-found page renders there).
 */
test('no link on a public page ends on the not-found page', async ({ page, request }) => {
  const visited = new Set<string>()
  const queue = [...PUBLIC_ROUTES]
  const broken: string[] = []
  const renderedInBrowser: string[] = []

  while (queue.length) {
    const path = queue.shift()!
    if (visited.has(path)) continue
    visited.add(path)
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    let html = await response.text()
    if (!html.includes('data-prerendered')) {
      renderedInBrowser.push(path)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0)
      html = await page.content()
    }
    if (NOT_FOUND.test(html)) {
      broken.push(path)
      continue
    }
    for (const target of pageLinks(html)) if (!visited.has(target) && !queue.includes(target)) queue.push(target)
  }

  expect(broken).toEqual([])
  expect(visited.size).toBeGreaterThanOrEqual(PUBLIC_ROUTES.length)
  // Every route of the public table is prerendered; only pages created in the admin would render in the browser.
  expect(renderedInBrowser.filter((path) => PUBLIC_ROUTES.includes(path))).toEqual([])
})

test('downloads and media linked from the site exist', async ({ page, request }) => {
  await page.goto('/')
  const files = await page
    .locator('a[href$=".pdf"], video source, video track')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? ''))
  for (const file of files.filter(Boolean)) {
    const response = await request.get(file)
    expect(response.status(), file).toBe(200)
  }
})
