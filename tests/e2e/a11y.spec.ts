import { expect, test } from './fixtures'
import { PUBLIC_ROUTES } from './public-routes'
import { expectNoAxeViolations } from './axe'

for (const path of PUBLIC_ROUTES) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
}
