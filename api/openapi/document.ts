import { z } from 'zod'
import { namedSchemas, openApiPath, operations, pathParams, type Operation } from './operations'

/**
 * Builds the OpenAPI 3.1 document of the API from the operations list and the zod schemas
 * (zod 4's JSON Schema output: request bodies as the server reads them, responses as it writes them).
 */

type JsonSchema = Record<string, unknown>
export type OpenApiDocument = {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string; license: { name: string; identifier?: string } }
  servers: { url: string; description: string }[]
  tags: { name: string; description: string }[]
  paths: Record<string, Record<string, unknown>>
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> }
}

export const API_TITLE = 'SunHarvest Energy API'
export const API_VERSION = '1.0.0'

const TAGS: Record<string, string> = {
  Session: 'Demo sign-in for the admin area',
  Content: 'Public, read-only content of the marketing site',
  Training: 'The training program, its packages and sessions',
  Pages: 'Pages edited in the admin',
  Media: 'The media library',
  Menus: 'Navigation menus (header and footer)',
  Settings: 'Site settings and the admin profile',
  Inquiries: 'Contact messages and training registrations',
  Payments: 'Online payment of registrations',
  Admin: 'Dashboard activity and demo data',
  Meta: 'This document',
}

const ERRORS: Record<number, string> = {
  400: 'The body is not valid JSON, or the address has a malformed percent-escape',
  401: 'Not signed in: send `Authorization: Bearer <token>` from POST /session',
  404: 'No record has this id',
  413: 'The body is larger than 8 MB',
  415: 'The body is not sent as application/json',
  422: 'Some fields are not valid: `issues` lists each field path and message',
}

const LOCATION_HEADER = { description: 'The address of the created resource', schema: { type: 'string' } }

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The name each schema object goes by; unnamed ones are named after their operation. */
function schemaNames() {
  const names = new Map<z.ZodType, string>()
  for (const [name, schema] of Object.entries(namedSchemas)) names.set(schema, name)
  const nameOf = (schema: z.ZodType, fallback: string) => {
    const known = names.get(schema)
    if (known) return known
    const element = schema instanceof z.ZodArray ? names.get(schema.element as z.ZodType) : undefined
    const name = element ? `${element}List` : fallback
    names.set(schema, name)
    return name
  }
  return nameOf
}

function clean(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema
  return rest
}

function toComponents(registry: z.core.$ZodRegistry<{ id: string }>, io: 'input' | 'output') {
  const { schemas } = z.toJSONSchema(registry, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonSchema> }
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, clean(schema)]))
}

function errorResponses(operation: Operation): Record<string, unknown> {
  const statuses: Record<number, string> = {}
  statuses[400] = operation.request ? ERRORS[400]! : 'The address has a malformed percent-escape'
  if (operation.auth) statuses[401] = ERRORS[401]!
  if (pathParams(operation.path).length > 0) statuses[404] = ERRORS[404]!
  if (operation.request) Object.assign(statuses, { 413: ERRORS[413], 415: ERRORS[415], 422: ERRORS[422] })
  Object.assign(statuses, operation.errors)
  const content = { 'application/json': { schema: ref('ApiError') } }
  const responses: Record<string, unknown> = {}
  for (const status of Object.keys(statuses).sort()) responses[status] = { description: statuses[Number(status)], content }
  responses.default = { description: 'Unexpected error (500), or storage full (507) in the browser', content }
  return responses
}

export function buildOpenApiDocument(options: { serverUrl?: string } = {}): OpenApiDocument {
  const nameOf = schemaNames()
  const requests = z.registry<{ id: string }>()
  const responses = z.registry<{ id: string }>()
  responses.add(namedSchemas.ApiError, { id: 'ApiError' })
  const register = (registry: typeof requests, schema: z.ZodType, name: string) => {
    if (!registry.has(schema)) registry.add(schema, { id: name })
    // A list's element gets its own component too, so the list is a $ref to it.
    if (schema instanceof z.ZodArray) {
      const element = schema.element as z.ZodType
      if (!registry.has(element)) registry.add(element, { id: nameOf(element, `${name}Item`) })
    }
    return ref(name)
  }

  const paths: OpenApiDocument['paths'] = {}
  for (const operation of operations) {
    const parameters = [
      ...pathParams(operation.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(operation.query ?? {}).map(([name, { schema, description }]) => ({
        name,
        in: 'query',
        required: false,
        description,
        schema: clean(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema),
      })),
    ]
    const { status, schema, description, mediaType } = operation.response
    const success = {
      description,
      ...(status === 201 ? { headers: { Location: LOCATION_HEADER } } : {}),
      ...(schema && mediaType
        ? { content: { [mediaType]: { schema: clean(z.toJSONSchema(schema, { io: 'output' }) as JsonSchema) } } }
        : schema
          ? {
              content: {
                'application/json': {
                  schema: register(responses, schema, nameOf(schema, `${capitalize(operation.id)}Response`)),
                },
              },
            }
          : {}),
    }
    paths[openApiPath(operation.path)] ??= {}
    paths[openApiPath(operation.path)]![operation.method] = {
      operationId: operation.id,
      tags: [operation.tag],
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      // Public operations say so (an empty list): no operation inherits a default by omission.
      security: operation.auth ? [{ bearerAuth: [] }] : [],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(operation.request
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: register(requests, operation.request, nameOf(operation.request, `${capitalize(operation.id)}Request`)),
                },
              },
            },
          }
        : {}),
      responses: {
        [status]: success,
        ...(operation.also
          ? {
              [operation.also.status]: {
                description: operation.also.description,
                content: {
                  'application/json': {
                    schema: register(
                      responses,
                      operation.also.schema,
                      nameOf(operation.also.schema, `${capitalize(operation.id)}AlsoResponse`),
                    ),
                  },
                },
              },
            }
          : {}),
        ...errorResponses(operation),
      },
    }
  }

  const input = toComponents(requests, 'input')
  const output = toComponents(responses, 'output')
  const clash = Object.keys(input).find((name) => name in output)
  if (clash) throw new Error(`Schema ${clash} is used both as a request and as a response: give each its own name`)

  return {
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version: API_VERSION,
      description:
        'The REST API of the SunHarvest Energy website. Errors are JSON `{ message, issues }`; a rejected write changes nothing.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: options.serverUrl ?? '/api', description: 'The API base (the embedded mock serves /api)' }],
    tags: [...new Set(operations.map((o) => o.tag))].map((name) => ({ name, description: TAGS[name] ?? name })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries({ ...input, ...output }).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token from POST /session' } },
    },
  }
}
