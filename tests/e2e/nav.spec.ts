import type { Page } from '@playwright/test'
import { adminCalls } from './admin-session'
import { axeBuilder } from './axe'
import { EXPECTED_404, expect, test, FIRST_LOAD } from './fixtures'

test.describe('navigation bar on desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('shows the main menu in order, the quote button and the logo link', async ({ page }) => {
    await page.goto('/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible()
    const labels = await nav.locator(':scope > a, :scope > div > button').allInnerTexts()
    expect(labels.map((l) => l.trim())).toEqual(['Home', 'About', 'Services', 'Training', 'Projects', 'Blog', 'Contact'])
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/contact')
    await page.getByRole('link', { name: /SunHarvest Energy home/ }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('is transparent at the top and opaque with a shadow after 20 px of scroll', async ({ page }) => {
    await page.goto('/about')
    const header = page.getByRole('banner').first()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const style = () =>
      header.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, shadow: getComputedStyle(el).boxShadow }))
    expect((await style()).bg).toBe('rgba(0, 0, 0, 0)')

    await page.evaluate(() => window.scrollTo(0, 20))
    await page.waitForTimeout(300)
    expect((await style()).bg).toBe('rgba(0, 0, 0, 0)')

    await page.evaluate(() => window.scrollTo(0, 40))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await expect.poll(async () => (await style()).bg).toBe('rgb(255, 255, 255)')
    expect((await style()).shadow).not.toBe('none')

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).not.toHaveAttribute('data-scrolled', 'true')
  })

  test('Services opens its dropdown on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/')
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' })
    await services.hover()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    const list = page.getByRole('navigation', { name: 'Main' }).getByRole('list')
    await expect(list.getByRole('link', { name: 'Solar Installation' })).toBeVisible()
    await expect(list.getByRole('link')).toHaveText([
      'All Services',
      'Solar Installation',
      'Energy Audit',
      'Maintenance',
      'Solar Training',
    ])
    await page.mouse.move(640, 600)
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    await expect(list).toBeHidden()
  })

  test('Services opens on keyboard focus, its links are reachable with Tab, Escape closes it', async ({ page }) => {
    await page.goto('/about')
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' })
    await services.focus()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Solar Installation' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    await expect(services).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/services\/solar-installation$/)
  })
})

test.describe('navigation on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a named toggle opens a panel with the same links; choosing one closes it', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    const panel = page.getByRole('dialog', { name: 'Menu' })
    await expect(panel).toBeVisible()
    // The panel's code loads on first use; focus still goes back to the toggle when it closes.
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    await toggle.click()
    await expect(panel).toBeVisible()
    for (const name of ['Home', 'About', 'Training', 'Projects', 'Blog', 'Contact'])
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible()

    const services = panel.getByRole('button', { name: 'Services' })
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    await services.click()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    await panel.getByRole('link', { name: 'Energy Audit' }).click()
    await expect(page).toHaveURL(/\/services\/energy-audit$/)
    await expect(panel).toBeHidden()
  })
})

test('the footer shows the contacts from site settings, footer and legal links', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText('14 Nnebisi Road, Asaba, Delta State, Nigeria')).toBeVisible()
  await expect(footer.getByRole('link', { name: '+234 803 555 0142' })).toHaveAttribute('href', 'tel:+2348035550142')
  await expect(footer.getByRole('link', { name: '+234 812 555 0199' })).toHaveAttribute('href', 'tel:+2348125550199')
  await expect(footer.getByRole('link', { name: 'info@sunharvest.ng' })).toHaveAttribute('href', 'mailto:info@sunharvest.ng')
  await expect(footer.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveText([
    'Home',
    'About',
    'Services',
    'Projects',
    'Blog',
    'Contact',
    'Solar Training',
    'FAQ',
  ])
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service')
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank')
})

test('the header shows the logos and the favicon chosen in the appearance settings', async ({ page }) => {
  await page.goto('/about')
  const logo = page.getByRole('link', { name: /SunHarvest Energy home/ }).locator('img')
  await expect(logo).toHaveAttribute('src', '/images/brand/logo-dark.png')
  await expect(page.locator('head link[rel="icon"][href="/favicon.png"]').first()).toBeAttached()

  await page.evaluate(async () => {
    const session = await fetch('/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@sunharvest.ng', password: 'demo', remember: false }),
    }).then((r) => r.json() as Promise<{ token: string }>)
    await fetch('/api/settings/site', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ logoDark: '/images/brand/logo-light.png', favicon: '/images/people/admin-avatar.webp' }),
    })
  })
  await page.reload()
  await expect(logo).toHaveAttribute('src', '/images/brand/logo-light.png')
  await expect(page.locator('head link[rel="icon"][href="/images/people/admin-avatar.webp"]')).toBeAttached()
})

test('the FAQ is one click from the home page, and the contact page points to it', async ({ page }) => {
  await page.goto('/')
  const faq = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'FAQ' })
  await expect(faq).toHaveAttribute('href', '/faq')
  await faq.click()
  // The first click on a prerendered page starts the mock, and the router moves to /faq once the FAQ's data has come:
  // on a busy machine that took more than the default 7 s once.
  await expect(page).toHaveURL(/\/faq$/, FIRST_LOAD)
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible()

  await page.goto('/contact')
  await expect(page.getByRole('main').getByRole('link', { name: 'frequently asked questions' })).toHaveAttribute('href', '/faq')
})

/** axe's colour-contrast verdict on the main menu's current-page link: it must be measurable, and pass. */
async function activeLinkContrast(page: Page) {
  const results = await axeBuilder(page).include('header nav').withRules(['color-contrast']).analyze()
  const onActiveLink = (nodes: { html: string }[]) => nodes.filter((node) => node.html.includes('aria-current="page"'))
  const passes = results.passes.flatMap((rule) => onActiveLink(rule.nodes))
  return {
    violations: results.violations.flatMap((rule) => onActiveLink(rule.nodes)).length,
    // "incomplete": axe could not tell the background (a translucent pill over a photo).
    undecided: results.incomplete.flatMap((rule) => onActiveLink(rule.nodes)).length,
    passes: passes.length,
  }
}

test.describe('the current-page link in the navigation bar', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const path of ['/', '/about', '/contact']) {
    test(`has measurable contrast over the hero of ${path} and on the solid bar`, async ({ page }) => {
      await page.goto(path)
      const active = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]')
      await expect(active).toBeVisible()
      await page.mouse.move(640, 700)
      expect(await activeLinkContrast(page)).toEqual({ violations: 0, undecided: 0, passes: 1 })

      await page.evaluate(() => window.scrollTo(0, 200))
      const header = page.getByRole('banner').first()
      await expect(header).toHaveAttribute('data-scrolled', 'true')
      await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)')
      expect(await activeLinkContrast(page)).toEqual({ violations: 0, undecided: 0, passes: 1 })
    })
  }
})

test.describe('a page created after the build (404 from the static host)', () => {
  test.use({ allowedConsoleErrors: [EXPECTED_404] })

  test('long words and a twelve-item main menu stay inside the page at 1280 and 375 px', async ({ page }) => {
    const word = (length: number) => 'Solarpanelinstallation'.repeat(20).slice(0, length)
    const menu = [
      'Home',
      'About',
      'Services',
      'Projects',
      'Blog',
      'Contact',
      'Training',
      'Gallery',
      'FAQ',
      'Privacy Policy',
      'Terms of Service',
      word(60),
    ].map((title, i) => ({ id: `wide-${i}`, title, url: i === 0 ? '/' : `/pages/wide-${i}`, target: '_self' }))
    await page.goto('/about')
    const statuses = await adminCalls(page, [
      { method: 'PUT', path: '/menus/main-menu', body: { items: menu } },
      { method: 'PATCH', path: '/settings/site', body: { footerText: word(200) } },
      {
        method: 'POST',
        path: '/pages',
        body: {
          type: 'page',
          title: word(100),
          slug: 'long-words',
          description: word(200),
          content: `Before ${word(200)} after.`,
          featuredImage: '',
          metaTitle: 'Long words',
          metaDescription: 'A page of long words.',
        },
      },
    ])
    expect(statuses).toEqual([200, 200, 201])

    for (const width of [1280, 375]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto('/pages/long-words')
        await expect(page.getByRole('heading', { level: 1, name: word(100) })).toBeVisible()
        await expect(page.getByRole('contentinfo').getByText(word(200))).toBeVisible()
        await expect(page.getByText(`Before ${word(200)} after.`)).toBeVisible()
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }))
        expect(scrollWidth, 'page width').toBeLessThanOrEqual(clientWidth)
        // The fixed header cannot make the page scroll: whatever it shows must be on screen, without overlaps.
        const header = await page
          .getByRole('banner')
          .first()
          .evaluate((banner) => {
            const boxes = [...banner.querySelectorAll('a, button')]
              .filter((element) => element.checkVisibility({ visibilityProperty: true }))
              .map((element) => element.getBoundingClientRect())
            const overlaps = boxes.some((a, i) =>
              boxes
                .slice(i + 1)
                .some((b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1),
            )
            return { offScreen: boxes.filter((box) => box.left < 0 || box.right > innerWidth).length, overlaps }
          })
        expect(header).toEqual({ offScreen: 0, overlaps: false })

        // Twelve items do not fit beside the logo: the burger's drawer has them, the long title wrapped.
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
        await page.getByRole('button', { name: 'Open menu' }).click()
        const drawer = page.getByRole('dialog', { name: 'Menu' })
        await expect(drawer.getByRole('navigation').getByRole('link')).toHaveText([
          ...menu.map((item) => item.title),
          'Get a Quote',
        ])
        const drawerFits = await drawer
          .getByRole('navigation')
          .evaluate((nav) => [...nav.querySelectorAll('a')].every((link) => link.scrollWidth <= link.clientWidth))
        expect(drawerFits, 'drawer links wrap').toBe(true)
        await page.keyboard.press('Escape')
        await expect(drawer).toBeHidden()
      })
    }
  })
})

test.describe('navigation bar at a narrow desktop width', () => {
  test.use({ viewport: { width: 1000, height: 800 } })

  test('the seed menu still fits beside the logo and the quote button', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
  })
})
