/**
 * Injection through save and render: payloads are stored in every admin-editable text field through the
 * handlers, then the public routes that show them are rendered with the real route tree. Nothing rendered
 * may be active (script, on* handlers, javascript:/data:/vbscript: URLs) and each payload shows as text.
 */
import { act, render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { server } from '../../mocks/node'
import { apiUrl } from '../../src/api/config'
import { isPlainText } from '../../src/api/schemas'
import { NavHref } from '../../src/components/nav-link-item'
import { signInForTests } from '../setup/admin-session'
import { call, signIn } from '../setup/api'
import { pngUpload } from './helpers'
import { renderRoute } from '../setup/render'
import {
  findActiveContent,
  HTML_PAYLOADS,
  joinPayloads,
  packPayloads,
  STORABLE_PAYLOADS,
  stored,
  URL_PAYLOADS,
  XSS_PAYLOADS,
  type XssPayload,
} from '../security/xss-payloads'

const SLOW = { timeout: 10_000 }
const PAGE_SLUG = 'xss-check'

let token: string
beforeEach(async () => {
  token = await signIn()
  delete (window as { __xss?: unknown }).__xss
})

async function ok(response: Promise<{ status: number; body: unknown }>, status = 200) {
  const { status: got, body } = await response
  expect(got, JSON.stringify(body)).toBe(status)
}

/** Waits until every expected text shows, then checks that nothing active was rendered anywhere in the document. */
async function expectInertText(path: string, texts: string[]) {
  await waitFor(() => {
    const text = document.body.textContent ?? ''
    const missing = texts.filter((t) => !text.includes(t))
    expect(missing, `${path}: payload text not shown`).toEqual([])
  }, SLOW)
  // The whole document: React hoists <title> and <meta> into <head>; Mantine portals live in <body>.
  expect(findActiveContent(document), `${path}: active content`).toEqual([])
  expect(document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0)
  // Structured data carries the payloads as data: each block still parses, none of its text closes the script.
  for (const block of document.querySelectorAll('script[type="application/ld+json"]')) {
    expect(() => JSON.parse(block.textContent ?? '')).not.toThrow()
    expect(block.textContent).not.toContain('<')
  }
  expect((window as { __xss?: unknown }).__xss).toBeUndefined()
}

/**
 * Renders a route once, then for each round saves new payloads through the API (`save`), refetches what the
 * page shows and checks the result: cheaper than mounting the whole app again for every round.
 */
async function renderRounds(
  path: string,
  count: number,
  save: (round: number) => Promise<string[]>,
  after?: (round: number) => void | Promise<void>,
) {
  const view = renderRoute(path)
  for (let round = 0; round < count; round += 1) {
    const texts = await save(round)
    // The route's loader fetched as the render started, before this round's save.
    await act(() => view.queryClient.invalidateQueries())
    await expectInertText(`${path} round ${round}`, texts)
    await after?.(round)
  }
  view.unmount()
}

/** Packs the corpus for a field and cycles through the groups: round r gets group r (mod the group count). */
function rounds(max: number, payloads: readonly XssPayload[] = STORABLE_PAYLOADS, separator = ' ') {
  const groups = packPayloads(payloads, max, separator)
  return { count: groups.length, at: (round: number) => joinPayloads(groups[round % groups.length]!, separator), groups }
}

/**
 * Settings text and menu labels are plain text: the API refuses control characters and bidi controls in them
 * (line breaks only in multi-line fields), so those payloads never reach the page there.
 */
const plainPayloads = XSS_PAYLOADS.filter((p) => isPlainText(stored(p.value)))
const multilinePayloads = XSS_PAYLOADS.filter((p) => isPlainText(stored(p.value), { multiline: true }))

/** Phones are phone numbers (the API refuses anything else): a distinct pair per round. */
const phones = (round: number) => [
  `+234 803 555 ${String(round % 10_000).padStart(4, '0')}`,
  `(0812) 555-${String(round % 10_000).padStart(4, '0')}`,
]

/** Every payload that fits a menu label, one per item. */
const menuItems = (prefix: string, url: string) =>
  plainPayloads.filter((p) => stored(p.value).length <= 60).map((p, i) => ({ id: `${prefix}-${i}`, title: p.value, url }))

describe('the render checker', () => {
  // Proves the assertions can fail: unsafe rendering (markup parsed as HTML, a raw href) of these payloads is caught.
  const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html')

  it.each(HTML_PAYLOADS.filter((p) => p.flaggedWhenUnsafe))('flags $id parsed as HTML', ({ value }) => {
    expect(findActiveContent(parse(value).body).length + parse(value).head.childElementCount).toBeGreaterThan(0)
  })

  it.each(URL_PAYLOADS.filter((p) => p.flaggedWhenUnsafe))('flags $id as a link or image address', ({ value }) => {
    const link = document.createElement('a')
    link.setAttribute('href', value)
    const entityDecoded = parse(`<a href="${value.replace(/"/g, '&quot;')}">x</a>`).body
    expect(findActiveContent(link).length + findActiveContent(entityDecoded).length).toBeGreaterThan(0)
  })

  it('accepts what the site renders: site paths, http(s), mailto:/tel: links and data:image sources', () => {
    const ok = parse(
      '<a href="/about">a</a><a href="https://x.ng">b</a><a href="mailto:a@b.ng">c</a><a href="tel:+234">d</a>' +
        '<img src="data:image/png;base64,AAAA"><img src="/images/x.webp" srcset="/images/x-480.webp 480w">',
    )
    expect(findActiveContent(ok.body)).toEqual([])
  })
})

describe('NavHref (every menu and social link) renders no dangerous URL', () => {
  it.each(URL_PAYLOADS)('$id renders nothing', ({ value }) => {
    const { container } = render(
      <MemoryRouter>
        <NavHref url={value}>Deals</NavHref>
        <NavHref url={value} target="_blank">
          Deals
        </NavHref>
      </MemoryRouter>,
    )
    expect(container.querySelectorAll('a')).toHaveLength(0)
    expect(findActiveContent(container)).toEqual([])
  })
})

describe('payloads saved by an admin render as text on the public site', { timeout: 240_000 }, () => {
  it('menu labels (header and footer menus, one payload per item) on / and /contact', async () => {
    const main = menuItems('main', '/about')
    const footer = menuItems('footer', '/services')
    await ok(call('PUT', '/menus/main-menu', { token, body: { items: main } }))
    await ok(call('PUT', '/menus/footer-menu', { token, body: { items: footer } }))
    const labels = [...new Set(main.map((i) => stored(i.title)))]
    expect(labels.length).toBeGreaterThan(70)
    for (const path of ['/', '/contact']) {
      await renderRounds(path, 1, async () => labels)
    }
  })

  it('a custom page (title, description, meta title, content) and the site settings in its header and footer', async () => {
    const fields = {
      title: rounds(100),
      description: rounds(300),
      metaTitle: rounds(60),
      siteName: rounds(80, plainPayloads),
      tagline: rounds(120, plainPayloads),
      footerText: rounds(300, multilinePayloads),
      officeAddress: rounds(300, multilinePayloads),
    }
    const all = STORABLE_PAYLOADS.map((p) => p.value)
    // All payloads in the content at once, one paragraph each.
    await ok(
      call('POST', '/pages', {
        token,
        body: {
          type: 'page',
          title: 'XSS check',
          slug: PAGE_SLUG,
          description: '',
          content: all.join('\n\n'),
          featuredImage: '',
          metaTitle: '',
          metaDescription: '',
        },
      }),
      201,
    )
    const count = Math.max(...Object.values(fields).map((f) => f.count))
    let metaTitle = ''
    await renderRounds(
      `/pages/${PAGE_SLUG}`,
      count,
      async (round) => {
        const texts = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.at(round)])) as Record<
          keyof typeof fields,
          string
        >
        metaTitle = texts.metaTitle
        const { title, description, ...settings } = texts
        await ok(call('PATCH', `/pages/${PAGE_SLUG}`, { token, body: { title, description, metaTitle } }))
        const { metaTitle: _meta, ...siteSettings } = settings
        await ok(
          call('PATCH', '/settings/site', {
            token,
            body: { ...siteSettings, contactPhone: phones(round)[0], secondaryPhone: phones(round)[1] },
          }),
        )
        const shown = [title, description, texts.siteName, texts.tagline, texts.footerText, texts.officeAddress, ...phones(round)]
        // The content once (all payloads); the short fields every round.
        return round === 0 ? [...shown, ...all.map(stored)] : shown
      },
      () => {
        // document.title collapses runs of ASCII whitespace.
        expect(document.title).toContain(metaTitle.replace(/[\t\n\f\r ]+/g, ' '))
        // Phone links keep digits only.
        for (const a of document.querySelectorAll('a[href^="tel:"]')) expect(a.getAttribute('href')).toMatch(/^tel:[\d+]*$/)
      },
    )
    expect(count).toBeGreaterThan(60)
  })

  it('the about page title and description', async () => {
    const title = rounds(100)
    const description = rounds(300)
    await renderRounds('/about', title.count, async (round) => {
      await ok(call('PATCH', '/pages/about', { token, body: { title: title.at(round), description: description.at(round) } }))
      return [title.at(round), description.at(round)]
    })
  })

  it('the home page heading (site name and tagline)', async () => {
    const siteName = rounds(80, plainPayloads)
    const tagline = rounds(120, plainPayloads)
    await renderRounds('/', siteName.count, async (round) => {
      await ok(call('PATCH', '/settings/site', { token, body: { siteName: siteName.at(round), tagline: tagline.at(round) } }))
      return [`${siteName.at(round)} — ${tagline.at(round)}`]
    })
  })

  it('the contact page (office address, phones, working hours: days and hours)', async () => {
    // Rows are keyed by their days, so each gets a distinct prefix ("3. ") within the 60 characters.
    const cell = rounds(57, plainPayloads)
    const address = rounds(300, multilinePayloads)
    const count = Math.max(Math.ceil(cell.count / 14), address.count)
    await renderRounds('/contact', count, async (round) => {
      const workingHours = Array.from({ length: 7 }, (_, row) => ({
        days: `${row}. ${cell.at(round * 14 + row * 2)}`,
        hours: cell.at(round * 14 + row * 2 + 1),
      }))
      const body = {
        workingHours,
        officeAddress: address.at(round),
        contactPhone: phones(round)[0],
        secondaryPhone: phones(round)[1],
      }
      await ok(call('PATCH', '/settings/site', { token, body }))
      return workingHours.flatMap((h) => [h.days, h.hours]).concat(address.at(round), ...phones(round))
    })
  })

  it("media names and alt text: the admin media library shows them as text; a page's featured image keeps its src", async () => {
    const item = seed.mediaItems[0]!
    await ok(call('PATCH', `/media/${item.id}`, { token, body: { alt: stored(HTML_PAYLOADS[3]!.value) } }))
    await ok(call('PATCH', '/pages/about', { token, body: { featuredImage: item.id } }))
    await renderRounds(
      '/about',
      1,
      async () => [],
      async () => {
        await waitFor(() => {
          const sources = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))
          expect(sources).toContain(item.url)
        }, SLOW)
        expect(findActiveContent(document)).toEqual([])
      },
    )

    // The library lists 24 items a page: 24 uploads named after payloads fill the first one.
    const names = XSS_PAYLOADS.filter((p) => stored(p.value).length <= 120).slice(0, 24)
    for (const payload of names) {
      await ok(call('POST', '/media', { token, body: pngUpload({ name: payload.value, alt: payload.value }) }), 201)
    }
    await signInForTests()
    await renderRounds(
      '/dashboard/media',
      1,
      async () => names.map((p) => stored(p.value)),
      () => {
        for (const img of document.querySelectorAll('img[src^="data:"]'))
          expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
      },
    )
  })
})

describe('an API that returns dangerous URLs (a compromised or older backend) still renders no such link', () => {
  it('menus and social links with javascript:/data:/vbscript: URLs are dropped by the client', async () => {
    const menu = seed.menus.find((m) => m.id === 'main-menu')!
    const bad = (payloads: readonly XssPayload[]) =>
      payloads.map((p, i) => ({ id: `bad-${i}`, title: `Bad ${i}`, url: p.value, target: '_blank' as const }))
    server.use(
      http.get(apiUrl('/menus/main-menu'), () => HttpResponse.json({ ...menu, items: [...menu.items, ...bad(URL_PAYLOADS)] })),
      http.get(apiUrl('/settings/site'), () =>
        HttpResponse.json({ ...seed.siteSettings[0], facebookUrl: 'javascript:window.__xss=1', logoDark: 'javascript:alert(1)' }),
      ),
    )
    renderRoute('/contact')
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(document.querySelectorAll('a').length).toBeGreaterThan(5))
    expect(findActiveContent(document)).toEqual([])
    expect(screen.queryByText(/^Bad \d+$/)).not.toBeInTheDocument()
  })
})
