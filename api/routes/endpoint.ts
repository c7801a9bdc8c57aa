import type { Context, Hono } from 'hono'
import type { z } from 'zod'
import type { Endpoint, SchemaOf } from '../../src/api/endpoints'
import * as schemas from '../../src/api/schemas'
import { readBody } from '../rules/read-body'
import { requireAdmin } from '../context'
import type { SignedIn, Store } from '../store'

type BodyOf<O> = O extends { request: SchemaOf<infer R> } ? z.infer<R> : undefined

export type EndpointRequest<O extends Endpoint> = {
  /** The body, read with the endpoint's schema (400, 413, 415, 422 when it is not valid), when the route wants it. */
  body: () => Promise<BodyOf<O>>
  /** The signed-in admin, for an endpoint that needs one (401 before the route runs without a live session). */
  admin: O extends { auth: true } ? SignedIn : undefined
}

/**
 * Registers the route of an endpoint declared in src/api/endpoints.ts: its method and path, its access rule and its
 * body schema come from the declaration, so the route, the OpenAPI operation and the clients cannot disagree; so does
 * whether its answer may be kept (`noStore`).
 */
export function endpoint<O extends Endpoint>(
  app: Hono,
  store: Store,
  operation: O,
  handle: (c: Context, request: EndpointRequest<O>) => Promise<Response>,
): void {
  app.on(operation.method.toUpperCase(), operation.path, async (c) => {
    const admin = operation.auth ? await requireAdmin(store, c.req.raw) : undefined
    const { request } = operation
    const body = () => (request ? readBody(c.req.raw, request(schemas)) : Promise.resolve(undefined))
    const answer = await handle(c, { body, admin } as EndpointRequest<O>)
    if (operation.noStore) answer.headers.set('Cache-Control', 'no-store')
    return answer
  })
}
