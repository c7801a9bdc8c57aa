import { beforeEach, describe, expect, it } from 'vitest'
import { demoApi } from '../../mocks/transport'
import { API_PREFIX } from '../../api/context'
import { buildOpenApiDocument } from '../../api/openapi/document'
import { openApiDocumentSchema, openApiPath, operations, pathParams, type Operation } from '../../api/openapi/operations'
import { API_BASE } from '../../src/api/config'
import { apiErrorBodySchema } from '../../src/api/schemas'
import { createContext, pathOf, signatureHeaders, validBodies, type Context } from '../fuzz/targets'
import fc from 'fast-check'
import { call } from '../setup/api'

/**
 * The published contract: the operations list, the app's routes and the OpenAPI document agree, and every route's
 * responses parse with the schemas the document names.
 */

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`
/** Every route of the API app (api/app.ts), as "METHOD /api/path". */
const appRoutes = demoApi()
  .routes
  .filter((route) => route.method !== 'ALL' && route.path.startsWith(`${API_PREFIX}/`) && !route.path.includes('*'))
  .map((route) => key(route.method, `${API_BASE}${route.path.slice(API_PREFIX.length)}`))
const documented = operations.map((operation) => key(operation.method, `${API_BASE}${operation.path}`))

describe('operations list ⇄ the app\'s routes', () => {
  it('lists every route once, and every operation has its route', () => {
    expect(appRoutes.filter((route) => !documented.includes(route)), 'routes missing from api/openapi/operations.ts').toEqual([])
    expect(documented.filter((operation) => !appRoutes.includes(operation)), 'operations without a route').toEqual([])
    expect(new Set(documented).size).toBe(documented.length)
    expect(new Set(operations.map((o) => o.id)).size).toBe(operations.length)
  })
})

/** A valid request for each operation: path, query and body. */
function exampleOf(operation: Operation, context: Context) {
  const body = operation.request ? fc.sample(validBodies[operation.id]!, { numRuns: 1, seed: 42 })[0] : undefined
  const query = operation.id === 'listFaqs' ? '?topic=training' : operation.id === 'listActivity' ? '?pageSize=5' : ''
  return { path: `${pathOf(operation, context)}${query}`, body }
}

/** `call`, with the webhook's signature of the exact bytes sent (see signatureHeaders). */
async function signedCall(operation: Operation, path: string, options: Parameters<typeof call>[2] = {}) {
  const raw = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  const { body: _body, ...rest } = options
  const headers = await signatureHeaders(operation, raw)
  return call(operation.method.toUpperCase(), path, raw === undefined ? options : { ...rest, raw, headers })
}

let context: Context
beforeEach(async () => {
  context = await createContext()
})

describe('every response parses with its schema', () => {
  it.each(operations.map((operation) => [key(operation.method, operation.path), operation] as const))(
    '%s',
    async (_name, operation) => {
      const { path, body } = exampleOf(operation, context)
      const response = await signedCall(operation, path, { token: context.token, body })
      expect(response.status, JSON.stringify(response.body)).toBe(operation.response.status)
      if (response.status === 201) {
        // Every creation says where the new resource is, and that address reads it back.
        const location = response.headers.get('location') ?? ''
        expect(location, `${operation.id}: Location`).toMatch(new RegExp(`^${API_BASE}${operation.path}(/|$)`))
        const token = operation.id === 'signIn' ? response.body.token : context.token
        expect((await call('GET', location.slice(API_BASE.length), { token })).status, location).toBe(200)
      }
      if (operation.response.schema) {
        const parsed = operation.response.schema.safeParse(response.body)
        expect(parsed.success, parsed.error?.message).toBe(true)
      } else {
        expect(response.body).toBeNull()
      }
    },
  )
})

describe('every error response is documented and parses as an API error', () => {
  const document = buildOpenApiDocument()
  const responsesOf = (operation: Operation) =>
    (document.paths[openApiPath(operation.path)]![operation.method] as { responses: Record<string, unknown> }).responses

  async function expectDocumentedError(operation: Operation, response: { status: number; body: unknown }, status: number) {
    expect(response.status, JSON.stringify(response.body)).toBe(status)
    expect(apiErrorBodySchema.safeParse(response.body).success).toBe(true)
    expect(Object.keys(responsesOf(operation)), `${operation.id} does not document ${status}`).toContain(String(status))
  }

  it.each(operations.filter((o) => o.auth).map((o) => [key(o.method, o.path), o] as const))(
    '401 without a session: %s',
    async (_name, operation) => {
      const { path, body } = exampleOf(operation, context)
      await expectDocumentedError(operation, await call(operation.method.toUpperCase(), path, { body }), 401)
    },
  )

  it.each(operations.filter((o) => pathParams(o.path).length > 0).map((o) => [key(o.method, o.path), o] as const))(
    '404 for an unknown id: %s',
    async (_name, operation) => {
      const body = exampleOf(operation, context).body
      const response = await call(operation.method.toUpperCase(), pathOf(operation, context, 'no-such-record'), {
        token: context.token,
        body,
      })
      await expectDocumentedError(operation, response, 404)
    },
  )

  it.each(operations.filter((o) => o.request).map((o) => [key(o.method, o.path), o] as const))(
    '400, 415 and 422 for bad bodies: %s',
    async (_name, operation) => {
      const { path } = exampleOf(operation, context)
      await expectDocumentedError(operation, await signedCall(operation, path, { token: context.token, raw: '{"oops"' }), 400)
      await expectDocumentedError(
        operation,
        await signedCall(operation, path, { token: context.token, raw: '{}', contentType: 'text/plain' }),
        415,
      )
      await expectDocumentedError(operation, await signedCall(operation, path, { token: context.token, body: [] }), 422)
    },
  )
})

describe('GET /api/openapi.json', () => {
  it('serves the OpenAPI 3.1 document built from the schemas, with every operation', async () => {
    const { status, body } = await call('GET', '/openapi.json')
    expect(status).toBe(200)
    expect(body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument({ serverUrl: API_BASE }))))
    openApiDocumentSchema.parse(body)
    expect(body.openapi).toBe('3.1.0')
    const inDocument = Object.entries(body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => key(method, path)),
    )
    expect(inDocument.sort()).toEqual(operations.map((o) => key(o.method, openApiPath(o.path))).sort())
  })

  it('resolves every $ref to a component schema', () => {
    const document = buildOpenApiDocument()
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!)
    expect(refs.length).toBeGreaterThan(50)
    expect(refs.filter((name) => !(name in document.components.schemas))).toEqual([])
  })

  it('documents request bodies as JSON Schema from the zod schemas (limits and patterns included)', () => {
    const { components } = buildOpenApiDocument()
    const upload = components.schemas.MediaUpload as { properties: Record<string, any>; additionalProperties: unknown }
    expect(upload.properties.type.enum).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
    expect(upload.properties.type.enum).not.toContain('image/svg+xml')
    expect(upload.properties.bytes.maximum).toBe(5 * 1024 * 1024)
    expect(upload.additionalProperties).toBe(false)
    expect((components.schemas.PageCreate as any).properties.slug.pattern).toBe('^[a-z0-9]+(?:-[a-z0-9]+)*$')
  })
})
