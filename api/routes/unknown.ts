import type { Context, Hono } from 'hono'

type KnownRoute = { method: string; pattern: RegExp }

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}/?$`)

/**
 * The answer to an API path no route took: 405 with `Allow` when the API has the path with other methods, else 404.
 * It reads the apps' own routes (what `apps` have once every route is added), so it knows exactly what is served.
 */
export function unknownApiRoute(apps: readonly Hono[]) {
  let known: KnownRoute[] | null = null
  return (c: Context, apiPath: string) => {
    known ??= apps
      .flatMap((app) => app.routes)
      .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
      .map((route) => ({ method: route.method, pattern: patternOf(route.path) }))
    const allowed = [...new Set(known.filter(({ pattern }) => pattern.test(apiPath)).map(({ method }) => method))]
    if (allowed.length > 0) {
      const allow = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed
      return c.json(
        { message: `${c.req.method} is not allowed on ${c.req.path} (allowed: ${allow.join(', ')})`, issues: [] },
        405,
        {
          Allow: allow.join(', '),
        },
      )
    }
    return c.json({ message: `There is no API endpoint at ${c.req.path}`, issues: [] }, 404)
  }
}
