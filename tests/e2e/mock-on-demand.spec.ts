import { expect, ignoreLayoutPointerMoves, startMockByMoving, test } from './fixtures'

/**
 * A prerendered page paints and reads without any API call, so the embedded mock (msw, the seed, zod: the largest
 * part of the page's script work) does not start while it loads; the visitor's first interaction or the first API
 * request starts it.
 */
const mockChunk = /\/assets\/(msw|msw-data|fixtures|browser)-[\w-]+\.js$/

test('a prerendered page loads no part of the mock until the visitor moves, then answers API calls', async ({ page }) => {
  const mockRequests: string[] = []
  page.on('request', (request) => {
    if (mockChunk.test(new URL(request.url()).pathname)) mockRequests.push(request.url())
  })
  // What could have wanted the mock, kept to explain a failure: the interactions /boot.js listens for, API fetches.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { mockWantedBy: string[] }).mockWantedBy = [])
    for (const type of ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'])
      addEventListener(type, (event) => seen.push(`${type} on ${(event.target as Element | null)?.nodeName}`), {
        capture: true,
        once: true,
      })
    const fetchFirst = window.fetch
    window.fetch = (input, init) => {
      seen.push(`fetch ${input instanceof Request ? input.url : String(input)}`)
      return fetchFirst(input, init)
    }
  })
  // After the recorder, so it still lists them.
  await ignoreLayoutPointerMoves(page)
  await page.goto('/services')
  await page.waitForLoadState('networkidle')
  const wantedBy = await page.evaluate(() => (window as unknown as { mockWantedBy: string[] }).mockWantedBy)
  expect(mockRequests, `the mock started; seen before: ${wantedBy.join(', ') || 'nothing'}`).toEqual([])
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0)

  await startMockByMoving(page)
  expect(mockRequests.length).toBeGreaterThan(0)
  const posts = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/blog-posts')
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click()
  expect((await posts).fromServiceWorker()).toBe(true)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a raw API request on a prerendered page starts the mock and gets its answer', async ({ page }) => {
  await page.goto('/')
  const answer = await page.evaluate(() =>
    fetch('/api/services').then(async (r) => ({ status: r.status, type: r.headers.get('content-type') })),
  )
  expect(answer).toEqual({ status: 200, type: expect.stringContaining('application/json') })
})
