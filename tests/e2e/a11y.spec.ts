import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { PUBLIC_ROUTES } from './public-routes'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

for (const path of PUBLIC_ROUTES) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0)
    // Off-screen home sections skip rendering (content-visibility); axe needs them rendered to check them.
    await page.addStyleTag({ content: 'section { content-visibility: visible !important; }' })
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(summary).toEqual([])
  })
}
