import { faqs } from '../../fixtures/faqs'
import { expect, ignoreLayoutPointerMoves, test, waitForApp } from './fixtures'
import { PUBLIC_ROUTES } from './public-routes'

const PRERENDERED_ROUTES = [...new Set([...PUBLIC_ROUTES, '/services/system-design', '/services/custom-solutions'])]

/** The text of the first <h1> inside <main>, tags stripped, read from raw HTML. */
function mainHeading(html: string): string | undefined {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1]
  return h1
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .trim()
}

test('every public route ships as HTML with its main content and query data, before any script runs', async ({ request }) => {
  for (const path of PRERENDERED_ROUTES) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html, path).toContain('<div id="root" data-prerendered>')
    expect(mainHeading(html), `${path} <h1>`).toBeTruthy()
    expect(html, `${path} query data`).toMatch(/<script type="application\/json" id="prerender-data">\{"path":"[^"]+","queries"/)
    // Data blocks (the query data, JSON-LD) are never executed; anything else inline would be.
    expect(html, `${path} inline script`).not.toMatch(/<script(?![^>]*(\bsrc=|type="application\/(ld\+)?json"))[^>]*>/)
  }
  const home = await (await request.get('/')).text()
  expect(mainHeading(home)).toBe('SunHarvest Energy — Solar Energy Solutions for Africa')
  expect(home).toContain('<title>SunHarvest Energy | Solar Energy Solutions for Africa</title>')
  // The first hero slide is in the HTML at high priority; the later ones wait.
  expect(home).toMatch(/<img [^>]*loading="eager"[^>]*fetchPriority="high"/)
  expect(home).toMatch(/<img [^>]*loading="lazy"/)
  expect(mainHeading(await (await request.get('/training')).text())).toBe('Professional Solar Installation Training')
})

test("the home page's HTML carries the first hero photo only; the other slides' join after hydration", async ({ request }) => {
  const html = await (await request.get('/')).text()
  const slides = html.split('data-hero-slide').slice(1)
  expect(slides).toHaveLength(4)
  // Each piece runs to the next slide; the last one to the first section after the hero.
  expect(slides.map((slide) => (slide.split('<section')[0]!.match(/<img /g) ?? []).length)).toEqual([1, 0, 0, 0])
  expect(html).toMatch(/<link rel="preload" as="image"[^>]*lekki-rooftop-array-800\.avif[^>]*fetchpriority="high"/)
})

test('the FAQ answers are in the HTML, closed: what a search engine or a reader without scripts gets', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const [path, topics] of [
    ['/faq', ['general']],
    ['/training', ['training']],
  ] as const) {
    await page.goto(path)
    const text = (await page.locator('#root').textContent()) ?? ''
    const answers = faqs.filter((faq) => (topics as readonly string[]).includes(faq.topic)).map((faq) => faq.answer)
    expect(answers.length, path).toBeGreaterThan(1)
    for (const answer of answers) expect(text, path).toContain(answer)
    await expect(page.getByText(answers[0]!, { exact: true }), path).toBeHidden()
  }
  await context.close()
})

test('admin screens get the app shell, not a prerendered page', async ({ request }) => {
  for (const path of ['/dashboard', '/admin', '/dashboard/no-such-screen']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html, path).toContain('<div id="root"></div>')
    // The shell waits for the mock before it has data: its modules preload with the entry, not after it.
    expect(html, path).toMatch(/<link rel="modulepreload"[^>]*href="\/assets\/start-[\w-]+\.js">/)
    expect(html, path).toMatch(/<link rel="modulepreload"[^>]*href="\/assets\/msw-[\w-]+\.js">/)
  }
  // A prerendered page paints with no mock: it loads the mock after hydration.
  expect(await (await request.get('/')).text()).not.toMatch(/href="\/assets\/(start|msw)-/)
  expect((await request.get('/assets/no-such-file.js')).status()).toBe(404)
})

test.describe('hydration', () => {
  for (const path of ['/', '/training', '/services', '/contact', '/gallery']) {
    test(`${path} hydrates the prerendered HTML with no warning, no API call and no stylesheet request`, async ({ page }) => {
      const warnings: string[] = []
      const apiCalls: string[] = []
      const stylesheets: string[] = []
      const scripts: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
      })
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url())
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      await ignoreLayoutPointerMoves(page)
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      expect(warnings).toEqual([])
      expect(apiCalls).toEqual([])
      // The CSS the page uses is inlined; its whole stylesheets wait for an interaction, and the lazy chunks loaded
      // after hydration (toasts) must not fetch them.
      expect(stylesheets).toEqual([])
      // The admin's drag and drop code (the dnd vendor chunk, vite.config.ts) is not the public pages' to load.
      expect(scripts.filter((script) => script.startsWith('/assets/dnd-'))).toEqual([])
      // Hydrated in place (a client render would have dropped the marker) and interactive.
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(1)
      await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
      expect(warnings).toEqual([])
    })
  }
})

test('form controls keep the ids they were prerendered with (no second render of every input after hydration)', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/training')).text()
  const input = /<input\b[^>]*\bname="fullName"[^>]*>/.exec(html)?.[0] ?? ''
  const prerenderedId = /\bid="([^"]+)"/.exec(input)?.[1]
  expect(prerenderedId).toBeTruthy()
  await page.goto('/training')
  await waitForApp(page)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute('id', prerenderedId!)
})

test("an admin's edit shows on the public page after a reload, with no flash of the prerendered seed", async ({ page }) => {
  await page.goto('/about')
  const status = await page.evaluate(async () => {
    const session = await fetch('/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo', remember: false }),
    }).then((response) => response.json() as Promise<{ token: string }>)
    const { items: pages } = await fetch('/api/pages').then(
      (response) => response.json() as Promise<{ items: { id: string; path: string }[] }>,
    )
    const about = pages.find((page) => page.path === '/about')!
    const response = await fetch(`/api/pages/${about.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ title: 'About Our Solar Team' }),
    })
    return response.status
  })
  expect(status).toBe(200)

  // Record the heading of every frame the browser renders while the page loads again.
  await ignoreLayoutPointerMoves(page)
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { seenHeadings: string[] }).seenHeadings = seen
    const record = () => {
      const root = document.getElementById('root')
      const heading = document.querySelector('main h1')
      if (heading && root && getComputedStyle(root).visibility !== 'hidden') seen.push(heading.textContent ?? '')
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
  await page.reload()
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: 'About Our Solar Team' })).toBeVisible()
  // The recorder samples once per frame: the edited heading's frame may come just after the check above.
  const seenHeadings = () => page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings)
  await expect.poll(seenHeadings).toContain('About Our Solar Team')
  expect(await seenHeadings()).not.toContain('About Us')
  // Rendered anew, not hydrated: it may show what the HTML did not, so it has the whole stylesheets, interaction or not.
  await expect(page.locator('link[rel="stylesheet"][data-inlined][disabled]')).toHaveCount(0)
})

/**
 * Every rendered element's box and the computed properties that show on screen, as "tag#index.class x,y,w×h: …",
 * read in the page. (All ~360 properties of every element of 20 pages took a minute; these take seconds.)
 */
function renderedStyles(): string[] {
  const shown = [
    'display',
    'position',
    'inset',
    'z-index',
    'overflow',
    'visibility',
    'opacity',
    'transform',
    'filter',
    'clip-path',
    'margin',
    'padding',
    'gap',
    'color',
    'background-color',
    'background-image',
    'border',
    'border-radius',
    'box-shadow',
    'outline',
    'font',
    'letter-spacing',
    'text-align',
    'text-transform',
    'text-decoration',
    'white-space',
    'object-fit',
    'fill',
    'stroke',
    'list-style',
    'cursor',
  ]
  // The toast host mounts empty after hydration and shows nothing until an API request, which brings the stylesheets.
  const toastHost = '[class~="mantine-Notifications-root"], [class~="mantine-Notifications-root"] *'
  return [...document.body.querySelectorAll(`*:not(${toastHost})`)].map((element, index) => {
    const name = `${element.tagName.toLowerCase()}#${index}.${element.getAttribute('class') ?? ''}`
    // Not rendered (a closed accordion's answer): it shows once an interaction opens it.
    if (!element.checkVisibility()) return `${name}: not rendered`
    const box = element.getBoundingClientRect()
    const where = `${box.x},${box.y},${box.width}×${box.height}`
    // An empty element with no area (a closed dialog's root, which mounts after hydration) shows nothing.
    if (element.childNodes.length === 0 && box.width * box.height === 0) return `${name} ${where}: empty`
    const style = getComputedStyle(element)
    return `${name} ${where}: ${shown.map((property) => style.getPropertyValue(property)).join(';')}`
  })
}

test.describe('the inlined CSS', () => {
  // Without motion, so a hero slide or a transition cannot be caught at two moments.
  test.use({ reducedMotion: 'reduce' })
  for (const path of PRERENDERED_ROUTES) {
    test(`${path} inlines only the CSS its HTML uses, and looks the same with the whole stylesheets`, async ({ page }) => {
      await ignoreLayoutPointerMoves(page)
      await page.goto(path)
      expect(await page.locator('link[rel="stylesheet"][data-inlined]').count()).toBeGreaterThan(0)
      // Hydrated, and still no whole stylesheet: none was needed.
      await expect(page.locator('link[rel="stylesheet"][data-inlined]:not([disabled])')).toHaveCount(0)
      // Each round reads the page with the inlined rules only, then with the whole stylesheets. What joins after
      // hydration (the hero's later slides, a closed answer's content) may join between two readings: the next round
      // reads both again. A rule the page needs and did not inline differs in every round.
      const withWholeStylesheets = (whole: boolean) =>
        page.evaluate(async (whole) => {
          const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-inlined]')]
          for (const link of links) link.toggleAttribute('disabled', !whole)
          if (!whole) return
          await Promise.all(
            links.map((link) => link.sheet ?? new Promise((resolve) => link.addEventListener('load', resolve, { once: true }))),
          )
        }, whole)
      await expect
        .poll(
          async () => {
            await withWholeStylesheets(false)
            const inlined = await page.evaluate(renderedStyles)
            await withWholeStylesheets(true)
            const whole = await page.evaluate(renderedStyles)
            return inlined.flatMap((element, i) => (element === whole[i] ? [] : [`${element.slice(0, 100)} …`]))
          },
          { message: 'elements shown differently with the whole stylesheets', timeout: 20_000 },
        )
        .toEqual([])
    })
  }
})

test('a page rendered anew instead of hydrated (a query string) has its whole stylesheets before it renders', async ({
  page,
}) => {
  await ignoreLayoutPointerMoves(page)
  await page.goto('/faq?from=newsletter')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('link[rel="stylesheet"][data-inlined][disabled]')).toHaveCount(0)
})

test('the first interaction brings the whole stylesheets, before what it opens renders', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  await expect(page.locator('link[rel="stylesheet"][data-inlined][disabled]')).toHaveCount(0)
  await page.setViewportSize({ width: 390, height: 800 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  // Styled: a panel on the right of the screen, not a block at the foot of the page.
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await expect(dialog).toBeVisible()
  await expect(async () => {
    const box = (await dialog.boundingBox())!
    expect(box.x).toBeGreaterThan(0)
    expect(box.y + box.height).toBeLessThanOrEqual(800)
  }).toPass()
})
