import { expect, test } from './fixtures'
import { PUBLIC_ROUTES } from './public-routes'

const CSP_META = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/

test('every page, prerendered or shell, carries a CSP with no inline script and no other origin', async ({ request }) => {
  for (const path of [...PUBLIC_ROUTES, '/admin', '/dashboard', '/dashboard/media', '/no-such-page']) {
    const html = await (await request.get(path)).text()
    const policy = CSP_META.exec(html)?.[1]?.replace(/&#39;/g, "'")
    expect(policy, path).toBeTruthy()
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("default-src 'self'")
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|https?:\/\/|\*/)
  }
})

test.describe('an injected inline script', () => {
  test.use({ allowedConsoleErrors: [/Content Security Policy/] })

  test('is refused by the browser and reported', async ({ page }) => {
    await page.goto('/')
    const outcome = await page.evaluate(async () => {
      const violation = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true }),
      )
      const script = document.createElement('script')
      script.textContent = 'window.__inlineRan = true'
      document.body.append(script)
      return { directive: await violation, ran: (window as unknown as { __inlineRan?: boolean }).__inlineRan === true }
    })
    expect(outcome).toEqual({ directive: 'script-src-elem', ran: false })
  })
})
