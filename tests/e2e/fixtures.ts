import { test as base, expect, type ConsoleMessage } from '@playwright/test'

interface Options {
  /** Console errors a test expects (for example the browser's own log of an expected 404). */
  allowedConsoleErrors: RegExp[]
}

/** Every browser test fails on a console error or an uncaught exception, unless it expects them. */
export const test = base.extend<Options & { consoleErrors: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
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
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

/** The browser logs every 404 response as a console error; tests of not-found paths expect exactly that. */
export const EXPECTED_404 = /Failed to load resource: the server responded with a status of 404/

export { expect }
