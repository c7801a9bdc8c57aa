import type { z } from 'zod'
import type * as schemaModule from './schemas'

/**
 * The API's own endpoints (beyond what the registry gives every collection), each declared once: its method, path,
 * access, body schema and answer. The server's routes are registered from these (api/routes/endpoint.ts), the client
 * calls them through them (`apiCall`, ./client.ts) and the OpenAPI document adds their words
 * (api/openapi/endpoint-docs.ts, which must describe every one). No zod here: each schema is named by a function of the
 * schemas module, which loads with the first answer to parse (the public pages hydrate without it).
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** The contract's schemas module (./schemas), handed to a declaration's schema functions. */
export type Schemas = typeof schemaModule
/** A schema named by the declaration, picked from the schemas module when it is needed. */
export type SchemaOf<S extends z.ZodType = z.ZodType> = (s: Schemas) => S

/** Query parameters of an operation, each with its schema and the words the OpenAPI document gives it. */
export type QueryParams = Record<string, { schema: z.ZodType; description: string }>

export type Endpoint = {
  method: HttpMethod
  /** Relative to the API base, with parameters as ":id". */
  path: string
  /** Needs `Authorization: Bearer <token>` from POST /session. */
  auth?: boolean
  /** The JSON body, read with this schema (400, 415 and 422 when it is not valid). */
  request?: SchemaOf
  /** Query parameters, for the OpenAPI document (the route reads them itself). */
  query?: (s: Schemas) => QueryParams
  /** The success status and its body's schema (none for 204); `mediaType` for a body that is not JSON. */
  response: { status: 200 | 201 | 204; schema?: SchemaOf; mediaType?: 'text/csv' }
  /** A second successful answer, of another status and shape (a repeated registration's 200). */
  also?: { status: 200; schema: SchemaOf }
  /**
   * A read whose answer depends on more than the content (another service, the clock): sent with
   * `Cache-Control: no-store`, kept by no cache, the server's own included. Every other public read is kept until
   * the content changes (docs/decisions/022-public-api-read-cache.md).
   */
  noStore?: true
}

const read = <P extends string, S extends z.ZodType>(path: P, schema: SchemaOf<S>) => ({
  method: 'get' as const,
  path,
  response: { status: 200 as const, schema },
})
const adminRead = <P extends string, S extends z.ZodType>(path: P, schema: SchemaOf<S>) => ({ ...read(path, schema), auth: true as const })
const adminWrite = <M extends HttpMethod, P extends string, R extends SchemaOf | undefined, A extends Endpoint['response']>(
  method: M,
  path: P,
  request: R,
  response: A,
) => ({ method, path, auth: true as const, request, response })
const adminDelete = <P extends string>(path: P) => adminWrite('delete', path, undefined, done)
const ok = <S extends z.ZodType>(schema: SchemaOf<S>) => ({ status: 200 as const, schema })
const made = <S extends z.ZodType>(schema: SchemaOf<S>) => ({ status: 201 as const, schema })
const done = { status: 204 as const }
/** A CSV file (api/rules/csv.ts), downloaded as an attachment. */
const csvFile = { status: 200 as const, schema: (s: Schemas) => s.csvFileSchema, mediaType: 'text/csv' as const }
/** An export takes its list's search, filters and sort (not its paging): the whole result, one file. */
const exportOf = <P extends string>(listPath: P) => ({ ...adminRead(`${listPath}/export` as const, csvFile.schema), response: csvFile })

export const endpoints = {
  signIn: { method: 'post', path: '/session', request: (s) => s.loginInputSchema, response: made((s) => s.adminSessionSchema) },
  getSession: adminRead('/session', (s) => s.adminSessionSchema),
  signOut: { method: 'delete', path: '/session', response: done },
  signOutEverywhere: adminWrite('delete', '/sessions', undefined, done),

  getPage: read('/pages/:id', (s) => s.pageSchema),
  createPage: adminWrite('post', '/pages', (s) => s.pageCreateSchema, made((s) => s.pageSchema)),
  updatePage: adminWrite('patch', '/pages/:id', (s) => s.pagePatchSchema, ok((s) => s.pageSchema)),

  getMediaItem: read('/media/:id', (s) => s.mediaItemSchema),
  uploadMedia: adminWrite('post', '/media', (s) => s.mediaUploadSchema, made((s) => s.mediaItemSchema)),
  updateMediaItem: adminWrite('patch', '/media/:id', (s) => s.mediaUpdateSchema, ok((s) => s.mediaItemSchema)),
  deleteMediaItem: adminDelete('/media/:id'),

  getMenu: read('/menus/:id', (s) => s.menuSchema),
  updateMenu: adminWrite('put', '/menus/:id', (s) => s.menuUpdateSchema, ok((s) => s.menuSchema)),

  getSiteSettings: read('/settings/site', (s) => s.siteSettingsSchema),
  updateSiteSettings: adminWrite('patch', '/settings/site', (s) => s.siteSettingsPatchSchema, ok((s) => s.siteSettingsSchema)),
  getUserSettings: adminRead('/settings/user', (s) => s.userSettingsSchema),
  updateUserSettings: adminWrite('put', '/settings/user', (s) => s.userSettingsInputSchema, ok((s) => s.userSettingsSchema)),
  changePassword: adminWrite('post', '/settings/password', (s) => s.passwordChangeSchema, done),

  sendContactMessage: { method: 'post', path: '/contact-messages', request: (s) => s.contactInputSchema, response: made((s) => s.contactMessageSchema) },
  getContactMessage: adminRead('/contact-messages/:id', (s) => s.contactMessageSchema),
  markContactMessage: adminWrite('patch', '/contact-messages/:id', (s) => s.readStateInputSchema, ok((s) => s.contactMessageSchema)),
  deleteContactMessage: adminDelete('/contact-messages/:id'),
  register: {
    method: 'post',
    path: '/registrations',
    request: (s) => s.registrationInputSchema,
    response: made((s) => s.registrationSchema),
    also: ok((s) => s.alreadyRegisteredSchema),
  },
  getRegistration: adminRead('/registrations/:id', (s) => s.registrationSchema),
  markRegistration: adminWrite('patch', '/registrations/:id', (s) => s.readStateInputSchema, ok((s) => s.registrationSchema)),
  deleteRegistration: adminDelete('/registrations/:id'),
  cancelRegistration: adminWrite('post', '/registrations/:id/cancel', undefined, ok((s) => s.registrationSchema)),
  markRegistrationPaid: adminWrite('post', '/registrations/:id/mark-paid', (s) => s.markPaidInputSchema, ok((s) => s.registrationSchema)),
  resendRegistrationEmail: adminWrite('post', '/registrations/:id/resend-email', undefined, ok((s) => s.registrationSchema)),
  exportRegistrations: exportOf('/registrations'),
  exportContactMessages: exportOf('/contact-messages'),

  /** Public, but signed: the route checks the signature on the raw body before reading it with this schema. */
  paystackWebhook: { method: 'post', path: '/payments/paystack/webhook', request: (s) => s.paystackEventSchema, response: done },
  /** Whether and how online payment is taken: the payment page and the admin read it. */
  getPaymentMode: { ...read('/payments/mode', (s) => s.paymentModeSchema), noStore: true },
  /** Asks the payment provider while the registration awaits payment. */
  getPaymentStatus: { ...read('/payments/:reference', (s) => s.paymentStatusSchema), noStore: true },
  startCheckout: { method: 'post', path: '/payments/:reference/checkout', response: ok((s) => s.checkoutSchema) },
  /** Served only while payments are simulated: the simulated checkout's "Pay", confirmed by the server. */
  paySimulated: { method: 'post', path: '/payments/:reference/simulated-charge', response: done },

  listOutbox: { ...adminRead('/outbox', (s) => s.outboxPageSchema), query: (s) => s.outboxQuery },
  resendOutboxMail: adminWrite('post', '/outbox/:id/resend', undefined, ok((s) => s.outboxMailSchema)),

  resetDemo: adminWrite('post', '/demo/reset', undefined, done),

  /** Its answer is checked by the contract test against openApiDocumentSchema (openapi/operation-kit.ts). */
  getOpenApiDocument: { method: 'get', path: '/openapi.json', response: { status: 200 } },
} as const satisfies Record<string, Endpoint>

export type EndpointId = keyof typeof endpoints
