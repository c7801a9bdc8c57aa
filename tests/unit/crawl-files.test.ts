// @vitest-environment node
import type { DehydratedState } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { lastModified } from '../../src/lib/crawl/last-modified'
import { robotsTxt, sitemapXml } from '../../src/lib/crawl/sitemap'
import { jsonLdText } from '../../src/lib/structured-data/json-ld'
import { openingHours } from '../../src/lib/structured-data/opening-hours'

const query = (queryKey: unknown[], data: unknown) =>
  ({ queryKey, state: { data } }) as unknown as DehydratedState['queries'][number]

describe('sitemap.xml and robots.txt', () => {
  it('lists exactly the pages given, with absolute URLs from the Site URL and their lastmod', () => {
    const xml = sitemapXml('https://example.ng/', [
      { path: '/', lastModified: '2026-11-28' },
      { path: '/blog/page/2', lastModified: '2025-01-02' },
    ])
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://example.ng/',
      'https://example.ng/blog/page/2',
    ])
    expect([...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1])).toEqual(['2026-11-28', '2025-01-02'])
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
  })

  it('robots.txt disallows the admin and the API and names the sitemap by its absolute URL', () => {
    expect(robotsTxt('https://example.ng')).toBe(
      'User-agent: *\nDisallow: /dashboard\nDisallow: /admin\nDisallow: /payment\nDisallow: /api\n\nSitemap: https://example.ng/sitemap.xml\n',
    )
  })

  it("lastmod: the latest updatedAt of the page's own records, not the header's; the build day without one", () => {
    const state = {
      mutations: [],
      queries: [
        query(['site-settings'], { updatedAt: '2027-01-01T00:00:00.000Z' }),
        query(['menus', 'detail', 'main'], { updatedAt: '2027-01-01T00:00:00.000Z' }),
        query(['pages', 'detail', 'about'], { updatedAt: '2025-03-04T10:00:00.000Z' }),
        query(['services', 'list', {}], { items: [{ updatedAt: '2025-05-06T00:00:00.000Z' }, { title: 'no date' }] }),
      ],
    } as DehydratedState
    expect(lastModified(state, '2026-11-28')).toBe('2025-05-06')
    expect(lastModified({ mutations: [], queries: [state.queries[0]!] }, '2026-11-28')).toBe('2026-11-28')
  })
})

describe('JSON-LD text', () => {
  it('escapes every < so content cannot end its script, and parses back to the same data', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' } as const
    const text = jsonLdText(data)
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual(data)
  })

  it('opening hours from the settings as typed: day ranges, 12-hour times, closed days left out', () => {
    expect(
      openingHours([
        { days: 'Monday - Friday', hours: '8:00 AM - 6:00 PM' },
        { days: 'Saturday', hours: '9:00 AM - 3:00 PM' },
        { days: 'Sunday', hours: 'Closed' },
        { days: 'Fri - Mon', hours: '12 PM - 12:30 AM' },
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
        opens: '08:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '09:00', closes: '15:00' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Friday', 'Saturday', 'Sunday', 'Monday'].map((day) => `https://schema.org/${day}`),
        opens: '12:00',
        closes: '00:30',
      },
    ])
  })
})
