import { siteSettings } from '../../fixtures/settings'
import { expect, test } from './fixtures'
import { PUBLIC_ROUTES } from './public-routes'

const SITE = siteSettings.siteUrl

/** The content of the first head tag matching `selector`-like attributes, read from raw HTML. */
const attribute = (html: string, tag: RegExp) => tag.exec(html)?.[1]

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as { '@type': string; [key: string]: unknown },
  )

test('a prerendered page carries its canonical URL, link-preview tags and JSON-LD before any script runs', async ({
  request,
}) => {
  const html = await (await request.get('/services/solar-installation')).text()
  const head = html.split('</head>')[0]!
  expect(attribute(head, /<link rel="canonical" href="([^"]+)"/)).toBe(`${SITE}/services/solar-installation`)
  expect(attribute(head, /<meta property="og:url" content="([^"]+)"/)).toBe(`${SITE}/services/solar-installation`)
  expect(attribute(head, /<meta property="og:title" content="([^"]+)"/)).toBeTruthy()
  expect(attribute(head, /<meta property="og:description" content="([^"]+)"/)).toBeTruthy()
  expect(attribute(head, /<meta property="og:image" content="([^"]+)"/)).toMatch(new RegExp(`^${SITE}/images/`))
  expect(attribute(head, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image')
  expect(
    jsonLd(html)
      .map((block) => block['@type'])
      .sort(),
  ).toEqual(['BreadcrumbList', 'LocalBusiness'])
  expect(jsonLd(await (await request.get('/faq')).text()).map((block) => block['@type'])).toContain('FAQPage')
  expect(jsonLd(await (await request.get('/training')).text()).map((block) => block['@type'])).toContain('Course')
})

test('sitemap.xml lists every prerendered page and nothing else; robots.txt keeps crawlers out of the admin and API', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  expect(listed.sort()).toEqual(PUBLIC_ROUTES.map((path) => (path === '/' ? '/' : path)))
  expect([...sitemap.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)]).toHaveLength(listed.length)
  expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
  const robots = await (await request.get('/robots.txt')).text()
  for (const path of ['/dashboard', '/admin', '/payment', '/api']) expect(robots).toContain(`Disallow: ${path}\n`)
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`)
})

test('after a client-side navigation the canonical URL and og:url name the new page, once each', async ({ page }) => {
  await page.goto('/')
  const canonical = page.locator('head link[rel="canonical"]')
  const ogUrl = page.locator('head meta[property="og:url"]')
  await expect(canonical).toHaveAttribute('href', `${SITE}/`)
  await page.getByRole('banner').getByRole('link', { name: 'Get a Quote' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(canonical).toHaveCount(1)
  await expect(canonical).toHaveAttribute('href', `${SITE}/contact`)
  await expect(ogUrl).toHaveCount(1)
  await expect(ogUrl).toHaveAttribute('content', `${SITE}/contact`)
  const trail = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '')),
  )
  const breadcrumb = trail.find((block: { '@type': string }) => block['@type'] === 'BreadcrumbList')
  expect(breadcrumb.itemListElement.at(-1).item).toBe(`${SITE}/contact`)
})
