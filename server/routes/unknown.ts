import type { Context } from 'hono'
import { operations } from '../../src/api/openapi/operations'

const patterns = operations.map((operation) => ({
  method: operation.method.toUpperCase(),
  pattern: new RegExp(`^${operation.path.replace(/:[^/]+/g, '[^/]+')}$`),
}))

/** An API path no route answered: 405 with `Allow` when the contract has the path with other methods, else 404. */
export function unknownApiRoute(c: Context, apiPath: string) {
  const allowed = [...new Set(patterns.filter(({ pattern }) => pattern.test(apiPath)).map(({ method }) => method))]
  if (allowed.length > 0) {
    const allow = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed
    return c.json({ message: `${c.req.method} is not allowed on ${c.req.path} (allowed: ${allow.join(', ')})`, issues: [] }, 405, {
      Allow: allow.join(', '),
    })
  }
  return c.json({ message: `There is no API endpoint at ${c.req.path}`, issues: [] }, 404)
}
