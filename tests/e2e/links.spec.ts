import { expect, test } from './fixtures'
import { PUBLIC_ROUTES } from './public-routes'

/** Crawls every public page and follows every same-site link: none may end on the not-found page. */
test('no link on a public page ends on the not-found page', async ({ page }) => {
  test.setTimeout(180_000)
  const visited = new Set<string>()
  const queue = [...PUBLIC_ROUTES]
  const broken: string[] = []

  while (queue.length) {
    const path = queue.shift()!
    if (visited.has(path)) continue
    visited.add(path)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0)
    if (await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).count()) {
      broken.push(path)
      continue
    }
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    for (const href of hrefs) {
      const target = href.split('#')[0]!.split('?')[0]!
      if (/\.(pdf|webp|avif|png|jpg|mp4)$/.test(target)) continue
      if (target.startsWith('/dashboard')) continue
      if (!visited.has(target) && !queue.includes(target)) queue.push(target)
    }
  }

  expect(broken).toEqual([])
  expect(visited.size).toBeGreaterThanOrEqual(PUBLIC_ROUTES.length)
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
