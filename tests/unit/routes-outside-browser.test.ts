// @vitest-environment node
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { RouteObject } from 'react-router-dom'

/** Every lazy route of a tree, depth first. */
function lazyRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [...(route.lazy ? [route] : []), ...lazyRoutes(route.children ?? [])])
}

describe('routes outside a browser (prerendering needs this)', () => {
  it('has no window or document in this environment', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it('imports the route tree and every lazy screen without touching browser globals', async () => {
    const { createRoutes } = await import('../../src/app/routes')
    const lazy = lazyRoutes(createRoutes({ queryClient: new QueryClient() }))
    expect(lazy.length).toBeGreaterThanOrEqual(25)
    for (const route of lazy) {
      const resolved = await (route.lazy as () => Promise<{ Component?: unknown }>)()
      // A function component, or one wrapped in memo (app/route-kit.tsx memoizes screens).
      const component = resolved.Component as { $$typeof?: symbol; type?: unknown } | undefined
      const isComponent = typeof component === 'function' || (component?.$$typeof === Symbol.for('react.memo') && typeof component.type === 'function')
      expect(isComponent, `screen of ${route.path ?? 'index'}`).toBe(true)
    }
  })
})
