import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test'
import { FAULTS_KEY, LATENCY_KEY } from '../../mocks/store/keys'
import { PUBLIC_WRITE_RULES } from '../../api/rules/public-writes'

// The mock's storage keys, from their owner (the tests set them in the page).
export { FAULTS_KEY, LATENCY_KEY }

/**
 * Public pages arrive prerendered: visible before they are interactive. After a navigation, tests wait until
 * the app has hydrated and the embedded mock API answers (`data-app-ready`), as a user would wait for the page.
 */
export async function waitForApp(page: Page): Promise<void> {
  // Checked every 50 ms, not every frame: polling on animation frames makes the browser draw ~60 frames a second
  // for the whole wait.
  await page.waitForFunction(
    () => document.documentElement.hasAttribute('data-app-ready') || !document.getElementById('root'),
    null,
    { polling: 50 },
  )
}

/**
 * Chromium sends a pointermove when the layout moves under where it last saw the pointer, even one never moved: a
 * first interaction, which brings the whole stylesheets and the mock. Tests of what a page does before any
 * interaction stop those before the page's listeners see them, until `startMockByMoving` moves the pointer for real.
 */
export const ignoreLayoutPointerMoves = (page: Page) =>
  page.addInitScript(() =>
    addEventListener(
      'pointermove',
      (event) => {
        if (!(window as unknown as { pointerMovesWanted?: boolean }).pointerMovesWanted) event.stopImmediatePropagation()
      },
      true,
    ),
  )

/**
 * A prerendered page starts its mock at the visitor's first interaction (mocks/boot-guard.ts): moves the pointer
 * and resolves once the mock answers.
 */
export async function startMockByMoving(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { pointerMovesWanted: boolean }).pointerMovesWanted = true))
  const ready = page.evaluate(() => new Promise((resolve) => addEventListener('sunharvest:mock-ready', resolve, { once: true })))
  await page.mouse.move(20, 20)
  await page.mouse.move(40, 40)
  await ready
}

/**
 * The wait for what needs the mock first: on a prerendered page the first interaction or request starts it, which
 * on a busy machine takes several seconds.
 */
export const FIRST_LOAD = { timeout: 20_000 }

/** A person takes some seconds over a public form: the API refuses one sent sooner after it was shown. */
export const takeTimeToFill = (page: Page) => page.waitForTimeout(PUBLIC_WRITE_RULES.minFillMs)

/** Sets the mock's fault rules (mocks/faults/rules.ts) in this page's storage; the mock reads them on each request. */
export async function setFaultRules(page: Page, rules: object[]): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [FAULTS_KEY, JSON.stringify(rules)] as const)
}

interface Options {
  /**
   * The mock API's latency: 'zero' (default) answers at once, so waits are tied to what the page shows; 'realistic'
   * keeps the product's 120-380 ms per request. A test that needs one request slow uses a fault rule with `latencyMs`.
   */
  mockLatency: 'zero' | 'realistic'
  /** Wait for the app to be interactive after goto and reload (default true). */
  waitForAppAfterNavigation: boolean
  /** Console errors a test expects (for example the browser's own log of an expected 404). */
  allowedConsoleErrors: RegExp[]
}

/** Every browser test fails on a console error or an uncaught exception, unless it expects them. */
export const test = base.extend<Options & { consoleErrors: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
  waitForAppAfterNavigation: [true, { option: true }],
  mockLatency: ['zero', { option: true }],
  // A context-level init script, so pages opened with context.newPage() start at the same latency. It only sets the
  // key when absent: a test may set another latency and reload.
  context: async ({ context, mockLatency }, provide) => {
    if (mockLatency === 'zero') {
      await context.addInitScript((key) => {
        try {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, '0,0')
        } catch {
          // about:blank and opaque origins have no storage.
        }
      }, LATENCY_KEY)
    }
    await provide(context)
  },
  page: async ({ page, waitForAppAfterNavigation }, provide) => {
    if (waitForAppAfterNavigation) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        if (options?.waitUntil !== 'commit') await waitForApp(page)
        return response
      }
      page.reload = async (options) => {
        const response = await reload(options)
        await waitForApp(page)
        return response
      }
    }
    await provide(page)
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message: ConsoleMessage) => {
        const text = message.text()
        if (message.type() !== 'error' || allowedConsoleErrors.some((pattern) => pattern.test(text))) return
        const where = message.location().url
        errors.push(where ? `${text} (${where})` : text)
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      // Every test also checks the Content-Security-Policy: a violation is an error.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`Content Security Policy violation: ${event.effectiveDirective} ${event.blockedURI}`),
        ),
      )
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

/** The browser logs every 404 response as a console error; tests of not-found paths expect exactly that. */
export const EXPECTED_404 = /Failed to load resource: the server responded with a status of 404/

export { expect }
