import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * axe in one pass over the page and its same-origin frames (legacy mode). The default mode merges each frame's
 * results in a blank page it opens for the purpose, which is there to reach cross-origin frames: the site's CSP
 * allows none (`default-src 'self'`), and the extra page (a renderer, axe injected again) doubled a scan's cost,
 * 2.1 → 1.1 CPU-seconds on /about.
 */
export const axeBuilder = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true)

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe finds no WCAG 2.2 AA violation on the page as it is now: one line per rule, with its elements. `exclude`: a
 * selector axe leaves out (say why where it is used).
 */
export async function expectNoAxeViolations(page: Page, { exclude }: { exclude?: string } = {}): Promise<void> {
  await page.evaluate(() => {
    // Sections that skip rendering off screen (content-visibility) cannot be measured: render them all.
    const style = document.createElement('style')
    style.textContent = 'section { content-visibility: visible !important; }'
    document.head.append(style)
  })
  // Something still fading in has partly transparent text, so its contrast would be measured mid-way. A transition
  // can start a frame after the last one ended (a toast entering, then leaving), so wait until two frames pass with
  // none running. (Endless animations, like a spinner's, are left alone.)
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (let round = 0; round < 20; round += 1) {
      await frame()
      const running = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      if (running.length === 0) return
      // A cancelled animation (a drag that moves an item) rejects its promise: it has ended all the same.
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
    }
  })
  // Only violations are read: axe gathers the elements of the other results (thousands of passes) for nothing.
  const builder = axeBuilder(page)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
