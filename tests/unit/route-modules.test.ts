// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { byMatchOrder, patternSource } from '../../server/render/route-patterns.mjs'
import { shellRoutes } from '../../src/entry-server'
import { preloadRouteModules } from '../../src/boot'

/** The map scripts/prerender.mjs writes into the app shell: file names stand in for chunks. */
function routeMap(routes: { pattern: string; modules: string[] }[]) {
  const files = [...new Set(routes.flatMap((route) => route.modules))]
  const entries = byMatchOrder(routes).map(
    ({ pattern, modules }) => `${patternSource(pattern)}=${modules.map((file) => files.indexOf(file)).join(',')}`,
  )
  return `${files.join(' ')}|${entries.join(' ')}`
}

function preloadedFor(path: string, content: string): string[] {
  const meta = Object.assign(document.createElement('meta'), { name: 'route-modules', content })
  document.head.append(meta)
  preloadRouteModules(path)
  meta.remove()
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? '')
}

describe('the app shell preloads the chunks of the route the URL matches', () => {
  afterEach(() => document.head.replaceChildren())
  const content = routeMap(shellRoutes())

  it("the admin layout, its guard, its screens' data loader and the screen", () => {
    expect(preloadedFor('/dashboard', content)).toEqual([
      'src/app/layouts/admin-layout.tsx',
      'src/features/admin/auth/require-admin.ts',
      'src/features/admin/route-data.ts',
      'src/features/admin/dashboard/dashboard-page.tsx',
    ])
    expect(preloadedFor('/dashboard/content/blog-posts', content).at(-1)).toBe('src/features/admin/collections/collection-page.tsx')
    expect(preloadedFor('/dashboard/media/', content).at(-1)).toBe('src/features/admin/media/media-page.tsx')
    expect(preloadedFor('/admin', content)).toContain('src/features/admin/auth/login-page.tsx')
  })

  it('the most specific route: a static segment before a parameter, a parameter before a splat', () => {
    expect(preloadedFor('/dashboard/pages/new', content).at(-1)).toBe('src/features/admin/pages/pages-page.tsx')
    expect(preloadedFor('/dashboard/content/faqs/new', content).at(-1)).toBe('src/features/admin/collections/collection-page.tsx')
    expect(preloadedFor('/dashboard/no/such/screen', content).at(-1)).toBe('src/features/not-found/not-found-page.tsx')
  })

  it('nothing for a prerendered page or a path no route has', () => {
    expect(shellRoutes().map((route) => route.pattern)).not.toContain('/about')
    expect(preloadedFor('/about', content)).toEqual([])
  })

  it('a pattern matches its own paths only', () => {
    const source = new RegExp(patternSource('/dashboard/content/:collection'))
    expect(['/dashboard/content/faqs', '/dashboard/content/faqs/'].every((path) => source.test(path))).toBe(true)
    expect(['/dashboard/content', '/dashboard/content/faqs/new', '/dashboard/contents/faqs'].some((path) => source.test(path))).toBe(false)
    expect(new RegExp(patternSource('/dashboard/*')).test('/dashboard/a/b')).toBe(true)
  })
})
