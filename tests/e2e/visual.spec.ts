import type { Locator, Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { signInAsAdmin } from '../../mocks/testing-playwright'
import { expectNoAxeViolations } from './axe'
import { startClockAt, ISSUE_TODAY } from './clock'
import { EXPECTED_404, expect, test, waitForApp } from './fixtures'
import { sampleRegistration } from '../setup/inquiry-samples'

/**
 * The visual suite: each screen at a phone's and a desktop's width, loaded directly and reached by a navigation from a
 * screen of the other side of the site (the admin before a public page, a public page before the admin), compared with
 * one committed picture. Every stylesheet a screen needs must be there whichever screen loaded first.
 * `npx playwright test tests/e2e/visual.spec.ts --update-snapshots` draws the pictures again after a deliberate change
 * (look at each one before committing it).
 */
interface Screen {
  name: string
  path: string
  admin?: boolean
  /** What shows once the screen has its content. */
  ready: (page: Page) => Locator
  /** Further pictures of the same screen: a tab, a dialog. */
  parts?: { name: string; show: (page: Page) => Promise<void> }[]
  /** What the screen shows that the seed does not hold, sent to the mock API (signed in, from the dashboard) first. */
  setup?: (page: Page) => Promise<void>
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

const TRAINING_TABS = ['Overview', 'Curriculum', 'Schedule', 'Trainers'].map((tab) => ({
  name: tab.toLowerCase(),
  show: async (page: Page) => {
    await page.getByRole('tab', { name: tab }).click()
    const tablist = page.getByRole('tablist')
    await tablist.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }))
    await expect(page.getByRole('tabpanel')).toBeVisible()
  },
}))

const SETTINGS_TABS = ['User', 'Appearance', 'Security'].map((tab) => ({
  name: tab.toLowerCase(),
  show: async (page: Page) => {
    await page.getByRole('tab', { name: tab }).click()
    await expect(page.getByRole('tabpanel')).toBeVisible()
  },
}))

/** Three registrants, as visitors would send them: the inbox's rows. */
async function registrants(page: Page) {
  const statuses = await page.evaluate(async (base) => {
    const people = [
      { fullName: 'Ọlá Adébáyọ̀', email: 'ola@example.ng', trainingPackage: 'beginner' },
      { fullName: 'Chioma Okafor', email: 'chioma@example.ng', trainingPackage: 'intermediate' },
      { fullName: 'Musa Ibrahim', email: 'musa@example.ng', trainingPackage: 'advanced' },
    ]
    const answers = []
    for (const person of people) {
      const body = JSON.stringify({ ...base, ...person, fillMs: 60_000 })
      answers.push((await fetch('/api/registrations', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })).status)
    }
    return answers
  }, sampleRegistration)
  expect(statuses).toEqual([201, 201, 201])
}

const SCREENS: Screen[] = [
  { name: 'home', path: '/', ready: h1 },
  { name: 'training', path: '/training', ready: h1, parts: TRAINING_TABS },
  { name: 'projects', path: '/projects', ready: h1 },
  { name: 'contact', path: '/contact', ready: (page) => page.getByRole('button', { name: /send message/i }) },
  { name: 'not-found', path: '/no-such-page', ready: (page) => page.getByRole('heading', { name: 'Page Not Found' }) },
  { name: 'admin-login', path: '/admin', ready: (page) => page.getByRole('textbox', { name: 'Password' }) },
  { name: 'dashboard', path: '/dashboard', admin: true, ready: (page) => page.getByText('Total Pages') },
  { name: 'settings', path: '/dashboard/settings', admin: true, ready: (page) => page.getByLabel('Site Name'), parts: SETTINGS_TABS },
  { name: 'page-editor', path: '/dashboard/pages/edit/home', admin: true, ready: (page) => page.getByRole('tab', { name: 'SEO' }) },
  { name: 'menu-editor', path: '/dashboard/menu', admin: true, ready: (page) => page.getByText('Editing: Main Navigation') },
  { name: 'inbox', path: '/dashboard/inbox', admin: true, setup: registrants, ready: (page) => page.getByRole('link', { name: 'Musa Ibrahim' }) },
  { name: 'media', path: '/dashboard/media', admin: true, ready: (page) => page.getByRole('searchbox').or(page.getByPlaceholder(/search/i)).first() },
]

const WIDTHS = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'desktop', size: { width: 1440, height: 900 } },
]

/** The screen a navigation starts from: the other side of the site, whose stylesheets load first. */
const startFor = (screen: Screen) => (screen.admin || screen.path === '/admin' ? '/training' : '/dashboard/settings')

/**
 * A client-side navigation, as a link makes: the router reads the new location, the document stays. A key press first
 * stands for the visitor's interaction that precedes a click (it moves no pointer, so nothing is hovered).
 */
async function navigateInApp(page: Page, path: string) {
  await page.keyboard.press('Shift')
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, path)
}

/**
 * Every Mantine class on the page has rules in a stylesheet the page applies: a component whose stylesheet did not
 * come looks broken (a raw input, a stray check mark) in a way no role or label shows.
 */
async function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const defined = new Set<string>()
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if ('selectorText' in rule) for (const name of String(rule.selectorText).match(/m_[0-9a-f]{8}/g) ?? []) defined.add(name)
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules)
      }
    }
    for (const sheet of Array.from(document.styleSheets)) if (!sheet.disabled && sheet.media.mediaText !== 'not all') walk(sheet.cssRules)
    const used = new Set<string>()
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]')))
      for (const name of element.getAttribute('class')?.match(/\bm_[0-9a-f]{8}\b/g) ?? []) used.add(name)
    return [...used].filter((name) => !defined.has(name))
  })
}

async function settle(page: Page, screen: Screen) {
  await expect(screen.ready(page)).toBeVisible()
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
  await expect.poll(() => unstyledMantineClasses(page), { message: 'Mantine classes with no stylesheet' }).toEqual([])
}

const HIDE_MEDIA = fileURLToPath(new URL('./visual-hide-media.css', import.meta.url))

const picture = (page: Page, name: string) => expect(page).toHaveScreenshot(name, { stylePath: HIDE_MEDIA })

async function pictures(page: Page, screen: Screen, width: string) {
  await picture(page, `${screen.name}-${width}.png`)
  for (const part of screen.parts ?? []) {
    await part.show(page)
    await picture(page, `${screen.name}-${part.name}-${width}.png`)
  }
}

test.describe('the look of each screen, whichever screen loads first', () => {
  test.use({ allowedConsoleErrors: [EXPECTED_404] })

  for (const screen of SCREENS) {
    for (const width of WIDTHS) {
      test(`${screen.name} at ${width.size.width} px`, async ({ page }) => {
        await page.setViewportSize(width.size)
        await startClockAt(page, ISSUE_TODAY)
        // Signed in for every screen but the login (whose own look is the test); a public page looks the same.
        if (screen.path !== '/admin') await signInAsAdmin(page)
        if (screen.setup) {
          await page.goto('/dashboard')
          await waitForApp(page)
          await screen.setup(page)
        }

        await page.goto(screen.path)
        await settle(page, screen)
        await pictures(page, screen, width.name)
        if (width.name === 'desktop') await expectNoAxeViolations(page)

        await page.goto(startFor(screen))
        await navigateInApp(page, screen.path)
        await waitForApp(page)
        await settle(page, screen)
        await pictures(page, screen, width.name)
        if (width.name === 'desktop') await expectNoAxeViolations(page)
      })
    }
  }
})
