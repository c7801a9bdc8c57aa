import type { Page } from '@playwright/test'
import {
  activeContentIn,
  joinPayloads,
  packPayloads,
  STORABLE_PAYLOADS,
  stored,
  URL_PAYLOADS,
  XSS_PAYLOADS,
  type ElementSnapshot,
} from '../security/xss-payloads'
import { isPlainText } from '../../src/api/schemas/common'
import { adminCalls } from './admin-session'
import { expect, test } from './fixtures'

/**
 * Injection in a real browser: payloads saved through the admin API into pages, menus and settings are shown on
 * the public pages as text. No script runs (`window.__xss` stays unset, no alert dialog), no dangerous link or
 * source is in the DOM, and the fixture fails the test on any console error or CSP violation.
 */

const SLUG = 'xss-check'
const ROUNDS = 3

/** Settings text and menu labels are plain text: the API refuses control and bidi characters there. */
const PLAIN = XSS_PAYLOADS.filter((p) => isPlainText(stored(p.value)))
const PLAIN_LINES = XSS_PAYLOADS.filter((p) => isPlainText(stored(p.value), { multiline: true }))

function groups(max: number, payloads = STORABLE_PAYLOADS) {
  const packed = packPayloads(payloads, max)
  return (round: number) => joinPayloads(packed[(round * 7) % packed.length]!)
}

/** Checks the rendered page: the texts are there, nothing ran, nothing active or dangerous is in the DOM. */
async function expectInert(page: Page, path: string, texts: string[], dialogs: string[]) {
  await expect
    .poll(() => page.evaluate((texts) => texts.filter((t) => !(document.body.textContent ?? '').includes(t)), texts), {
      message: `${path}: payload text shown`,
    })
    .toEqual([])
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), `${path}: window.__xss`).toBeUndefined()
  expect(dialogs, `${path}: dialogs`).toEqual([])
  for (const selector of [
    'a[href^="javascript:" i]',
    'a[href^="data:" i]',
    'a[href^="vbscript:" i]',
    '[src^="javascript:" i]',
    '[src^="data:text" i]',
    '[action^="javascript:" i]',
    // The prerendered page's data block and the structured data are JSON, never run (checked below).
    'iframe, object, embed, body script:not([type="application/json"]):not([type="application/ld+json"])',
  ]) {
    await expect(page.locator(selector), `${path}: ${selector}`).toHaveCount(0)
  }
  const snapshot: ElementSnapshot[] = await page.evaluate(() =>
    Array.from(document.body.querySelectorAll('*')).map((el) => ({
      tag: el.tagName.toLowerCase(),
      attrs: Array.from(el.attributes).map((a): [string, string] => [a.name.toLowerCase(), a.value]),
    })),
  )
  expect(activeContentIn(snapshot), `${path}: active content in the body`).toEqual([])
  // Structured data is JSON that parses, with every '<' escaped: no payload can close its script element.
  const structuredData = await page.evaluate(() =>
    Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((s) => s.textContent ?? ''),
  )
  for (const text of structuredData) {
    expect(() => JSON.parse(text), `${path}: JSON-LD parses`).not.toThrow()
    expect(text, `${path}: JSON-LD`).not.toContain('<')
  }
  // The head holds only the build's own scripts: external files of this site, never inline code.
  const headScripts = await page.evaluate(() =>
    Array.from(document.head.querySelectorAll('script:not([type="application/ld+json"])')).map((s) => ({
      src: s.getAttribute('src'),
      inline: s.textContent ?? '',
    })),
  )
  for (const script of headScripts) {
    expect(script.src, `${path}: head script`).toMatch(/^\/[\w./-]+\.js$/)
    expect(script.inline.trim()).toBe('')
  }
}

// The refused writes (422) are logged by the browser as failed requests, and so is the 404 of the page this test
// creates (the static host has no prerendered page for it); nothing else may be.
test.use({ allowedConsoleErrors: [/the server responded with a status of (422|404)\b/] })

test('payloads saved in pages, menus and settings show as text and never run on the public site', async ({ page }) => {
  test.setTimeout(90_000)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto('/')

  const labels = PLAIN.filter((p) => stored(p.value).length <= 60)
  const menu = (prefix: string, url: string) => labels.map((p, i) => ({ id: `${prefix}-${i}`, title: p.value, url }))
  const content = STORABLE_PAYLOADS.map((p) => p.value)
  const [menuMain, menuFooter, created] = await adminCalls(page, [
    { method: 'PUT', path: '/menus/main-menu', body: { items: menu('main', '/about') } },
    { method: 'PUT', path: '/menus/footer-menu', body: { items: menu('footer', '/contact') } },
    {
      method: 'POST',
      path: '/pages',
      body: {
        type: 'page',
        title: 'XSS check',
        slug: SLUG,
        description: '',
        content: content.join('\n\n'),
        featuredImage: '',
        metaTitle: '',
        metaDescription: '',
      },
    },
  ])
  expect([menuMain, menuFooter, created]).toEqual([200, 200, 201])

  // Dangerous URLs are refused: nothing of them reaches a link.
  const refused = await adminCalls(
    page,
    URL_PAYLOADS.map((p, i) => ({
      method: 'PATCH',
      path: '/settings/site',
      body: i % 2 ? { facebookUrl: p.value } : { logoDark: p.value },
    })),
  )
  expect(refused.filter((status) => status !== 422)).toEqual([])

  const title = groups(100)
  const description = groups(300)
  const metaTitle = groups(60)
  const siteName = groups(80, PLAIN)
  const tagline = groups(120, PLAIN)
  const longText = groups(300, PLAIN_LINES)
  const cell = packPayloads(PLAIN, 57)
  // Phones are phone numbers: the API refuses anything else.
  const phone = (round: number) => `+234 803 555 ${String(round).padStart(4, '0')}`

  for (let round = 0; round < ROUNDS; round += 1) {
    const hours = Array.from({ length: 7 }, (_, row) => ({
      days: `${row}. ${joinPayloads(cell[(round * 14 + row * 2) % cell.length]!)}`,
      hours: joinPayloads(cell[(round * 14 + row * 2 + 1) % cell.length]!),
    }))
    const settings = {
      siteName: siteName(round),
      tagline: tagline(round),
      footerText: longText(round),
      officeAddress: longText(round + 1),
      contactPhone: phone(round),
      workingHours: hours,
    }
    const page1 = { title: title(round), description: description(round), metaTitle: metaTitle(round) }
    const about = { title: title(round + 1), description: description(round + 1) }
    const statuses = await adminCalls(page, [
      { method: 'PATCH', path: `/pages/${SLUG}`, body: page1 },
      { method: 'PATCH', path: '/pages/about', body: about },
      { method: 'PATCH', path: '/settings/site', body: settings },
    ])
    expect(statuses).toEqual([200, 200, 200])

    const layout = [settings.siteName, settings.tagline, settings.footerText, settings.officeAddress, settings.contactPhone]
    const visits: [string, string[]][] = [
      ['/', [`${settings.siteName} — ${settings.tagline}`, ...layout, ...labels.map((p) => stored(p.value))]],
      ['/about', [about.title, about.description, ...layout]],
      [`/pages/${SLUG}`, [page1.title, page1.description, ...layout, ...(round === 0 ? content.map(stored) : [])]],
      ['/contact', [...hours.flatMap((h) => [h.days, h.hours]), ...layout]],
    ]
    for (const [path, texts] of visits) {
      await page.goto(path)
      await expectInert(page, path, texts, dialogs)
      if (path === `/pages/${SLUG}`) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(page1.title.replace(/\s+/g, ' '))
        expect(await page.title()).toContain(page1.metaTitle.replace(/[\t\n\f\r ]+/g, ' '))
      }
    }
  }

  // Open the mobile menu too: its links render only when it opens.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/about')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  await expectInert(
    page,
    '/about (mobile menu)',
    labels.slice(0, 5).map((p) => stored(p.value)),
    dialogs,
  )
})
