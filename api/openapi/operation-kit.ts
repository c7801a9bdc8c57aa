import { z } from 'zod'
import * as s from '../../src/api/schemas'
import type { HttpMethod, QueryParams } from '../../src/api/endpoints'

/** The shape of an API operation, the named schemas and the helpers that build the list in operations.ts. */

export type { HttpMethod }

export type Operation = {
  /** Unique, camelCase: the OpenAPI operationId. */
  id: string
  method: HttpMethod
  /** Relative to the API base, with msw-style parameters: "/pages/:id". */
  path: string
  tag: string
  summary: string
  description?: string
  /** Needs `Authorization: Bearer <token>` from POST /session. */
  auth?: boolean
  query?: QueryParams
  /** The JSON body, re-parsed by the handler (400, 415 and 422 when it is not valid). */
  request?: z.ZodType
  /** The success status and its body (none for 204); `mediaType` for a body that is not JSON (a CSV file). */
  response: { status: 200 | 201 | 204; schema?: z.ZodType; mediaType?: 'text/csv'; description: string }
  /** A second successful answer, of another status and shape. */
  also?: { status: 200; schema: z.ZodType; description: string }
  /** Error statuses beyond the ones implied by auth, path parameters and a body. */
  errors?: Record<number, string>
}

/** Named schemas: they become components (and $refs) of the OpenAPI document (with the registry's: operations.ts). */
export const baseNamedSchemas = {
  // Requests
  LoginInput: s.loginInputSchema,
  PageCreate: s.pageCreateSchema,
  PagePatch: s.pagePatchSchema,
  MediaUpload: s.mediaUploadSchema,
  MediaUpdate: s.mediaUpdateSchema,
  MenuUpdate: s.menuUpdateSchema,
  SiteSettingsPatch: s.siteSettingsPatchSchema,
  UserSettingsInput: s.userSettingsInputSchema,
  PasswordChange: s.passwordChangeSchema,
  ContactInput: s.contactInputSchema,
  RegistrationInput: s.registrationInputSchema,
  ReadStateInput: s.readStateInputSchema,
  // Responses
  AdminSession: s.adminSessionSchema,
  Page: s.pageSchema,
  MediaItem: s.mediaItemSchema,
  Menu: s.menuSchema,
  SiteSettings: s.siteSettingsSchema,
  UserSettings: s.userSettingsSchema,
  ContactMessage: s.contactMessageSchema,
  Registration: s.registrationSchema,
  AlreadyRegistered: s.alreadyRegisteredSchema,
  Activity: s.activitySchema,
  ApiError: s.apiErrorBodySchema,
} satisfies Record<string, z.ZodType>

/** The OpenAPI document itself, as far as the contract needs to know it. */
export const openApiDocumentSchema = z.looseObject({
  // A pattern, not startsWith(): zod writes that as a non-standard JSON Schema format.
  openapi: z.string().regex(/^3\.1\./),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
})

export const list = (schema: z.ZodType, description: string) => ({ status: 200 as const, schema: z.array(schema), description })
export const one = (schema: z.ZodType, description: string) => ({ status: 200 as const, schema, description })
export const created = (schema: z.ZodType, description: string) => ({ status: 201 as const, schema, description })
export const none = (description: string) => ({ status: 204 as const, description })

export function getOp<S extends z.ZodType, A extends boolean = false>(id: string, path: string, tag: string, summary: string, schema: S, auth?: A) {
  return { id, method: 'get' as const, path, tag, summary, auth: (auth ?? false) as A, response: one(schema, summary) } satisfies Operation
}

/** A write that needs the admin session. */
export function adminOp<R extends z.ZodType | undefined = undefined>(
  method: HttpMethod,
  id: string,
  path: string,
  tag: string,
  summary: string,
  request: R,
  response: Operation['response'],
) {
  return { id, method, path, tag, summary, auth: true, ...(request ? { request } : {}), response } as Operation & { request: R; auth: true }
}

export const deleteOp = (id: string, path: string, tag: string, summary: string) =>
  adminOp('delete', id, path, tag, summary, undefined, none('Deleted'))

/** Whether writes to this operation go through the write transaction (everything but GET). */
export const isWrite = (operation: Operation) => operation.method !== 'get'

/** "/pages/:id" → "/pages/{id}" */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}')

/** The names of the path parameters ("/pages/:id" → ["id"]). */
export const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!)
