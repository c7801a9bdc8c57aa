import { z } from 'zod'
import * as s from './schemas'
import * as payments from './schemas/payments'
import { MAX_PAGE_SIZE } from './registry/list-query'

/**
 * The API's own endpoints (beyond what the registry gives every collection), each declared once: its method, path,
 * access, body schema and answer. The server's routes are registered from these (api/routes/endpoint.ts); the
 * OpenAPI document adds their words (openapi/endpoint-docs.ts, which must describe every one). The public bundle never
 * imports this module.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** Query parameters of an operation, each with its schema and the words the OpenAPI document gives it. */
export type QueryParams = Record<string, { schema: z.ZodType; description: string }>

export type Endpoint = {
  method: HttpMethod
  /** Relative to the API base, with parameters as ":id". */
  path: string
  /** Needs `Authorization: Bearer <token>` from POST /session. */
  auth?: boolean
  /** The JSON body, read with this schema (400, 415 and 422 when it is not valid). */
  request?: z.ZodType
  /** Query parameters, for the OpenAPI document (the route reads them itself). */
  query?: QueryParams
  /** The success status and its body's schema (none for 204); `mediaType` for a body that is not JSON. */
  response: { status: 200 | 201 | 204; schema?: z.ZodType; mediaType?: 'text/csv' }
  /** A second successful answer, of another status and shape (a repeated registration's 200). */
  also?: { status: 200; schema: z.ZodType }
  /**
   * A read whose answer depends on more than the content (another service, the clock): sent with
   * `Cache-Control: no-store`, kept by no cache, the server's own included. Every other public read is kept until
   * the content changes (docs/decisions/022-public-api-read-cache.md).
   */
  noStore?: true
}

const read = <S extends z.ZodType>(path: string, schema: S) => ({ method: 'get' as const, path, response: { status: 200 as const, schema } })
const adminRead = <S extends z.ZodType>(path: string, schema: S) => ({ ...read(path, schema), auth: true as const })
const adminWrite = <R extends z.ZodType | undefined>(method: HttpMethod, path: string, request: R, response: Endpoint['response']) => ({
  method,
  path,
  auth: true as const,
  request,
  response,
})
const adminDelete = (path: string) => adminWrite('delete', path, undefined, { status: 204 })
const ok = (schema: z.ZodType) => ({ status: 200 as const, schema })
const made = (schema: z.ZodType) => ({ status: 201 as const, schema })
const done = { status: 204 as const }
/** A CSV file (api/rules/csv.ts), downloaded as an attachment. */
const csvFile = { status: 200 as const, schema: z.string().startsWith('\uFEFF'), mediaType: 'text/csv' as const }
/** An export takes its list's search, filters and sort (not its paging): the whole result, one file. */
const exportOf = (listPath: string) => ({ ...adminRead(`${listPath}/export`, csvFile.schema), response: csvFile })
const pageQuery: QueryParams = {
  page: { schema: z.int().min(1).default(1), description: 'The page, from 1' },
  pageSize: { schema: z.int().min(1).max(MAX_PAGE_SIZE).default(20), description: 'E-mails a page' },
}

export const endpoints = {
  signIn: { method: 'post', path: '/session', request: s.loginInputSchema, response: made(s.adminSessionSchema) },
  getSession: adminRead('/session', s.adminSessionSchema),
  signOut: { method: 'delete', path: '/session', response: done },
  signOutEverywhere: adminWrite('delete', '/sessions', undefined, done),

  getPage: read('/pages/:id', s.pageSchema),
  createPage: adminWrite('post', '/pages', s.pageCreateSchema, made(s.pageSchema)),
  updatePage: adminWrite('patch', '/pages/:id', s.pagePatchSchema, ok(s.pageSchema)),

  getMediaItem: read('/media/:id', s.mediaItemSchema),
  uploadMedia: adminWrite('post', '/media', s.mediaUploadSchema, made(s.mediaItemSchema)),
  updateMediaItem: adminWrite('patch', '/media/:id', s.mediaUpdateSchema, ok(s.mediaItemSchema)),
  deleteMediaItem: adminDelete('/media/:id'),

  getMenu: read('/menus/:id', s.menuSchema),
  updateMenu: adminWrite('put', '/menus/:id', s.menuUpdateSchema, ok(s.menuSchema)),

  getSiteSettings: read('/settings/site', s.siteSettingsSchema),
  updateSiteSettings: adminWrite('patch', '/settings/site', s.siteSettingsPatchSchema, ok(s.siteSettingsSchema)),
  getUserSettings: adminRead('/settings/user', s.userSettingsSchema),
  updateUserSettings: adminWrite('put', '/settings/user', s.userSettingsInputSchema, ok(s.userSettingsSchema)),
  changePassword: adminWrite('post', '/settings/password', s.passwordChangeSchema, done),

  sendContactMessage: { method: 'post', path: '/contact-messages', request: s.contactInputSchema, response: made(s.contactMessageSchema) },
  getContactMessage: adminRead('/contact-messages/:id', s.contactMessageSchema),
  markContactMessage: adminWrite('patch', '/contact-messages/:id', s.readStateInputSchema, ok(s.contactMessageSchema)),
  deleteContactMessage: adminDelete('/contact-messages/:id'),
  register: {
    method: 'post',
    path: '/registrations',
    request: s.registrationInputSchema,
    response: made(s.registrationSchema),
    also: ok(s.alreadyRegisteredSchema),
  },
  getRegistration: adminRead('/registrations/:id', s.registrationSchema),
  markRegistration: adminWrite('patch', '/registrations/:id', s.readStateInputSchema, ok(s.registrationSchema)),
  deleteRegistration: adminDelete('/registrations/:id'),
  cancelRegistration: adminWrite('post', '/registrations/:id/cancel', undefined, ok(s.registrationSchema)),
  markRegistrationPaid: adminWrite('post', '/registrations/:id/mark-paid', s.markPaidInputSchema, ok(s.registrationSchema)),
  resendRegistrationEmail: adminWrite('post', '/registrations/:id/resend-email', undefined, ok(s.registrationSchema)),
  exportRegistrations: exportOf('/registrations'),
  exportContactMessages: exportOf('/contact-messages'),

  /** Public, but signed: the route checks the signature on the raw body before reading it with this schema. */
  paystackWebhook: { method: 'post', path: '/payments/paystack/webhook', request: payments.paystackEventSchema, response: done },
  /** Whether and how online payment is taken: the payment page and the admin read it. */
  getPaymentMode: { ...read('/payments/mode', payments.paymentModeSchema), noStore: true },
  /** Asks the payment provider while the registration awaits payment. */
  getPaymentStatus: { ...read('/payments/:reference', payments.paymentStatusSchema), noStore: true },
  startCheckout: { method: 'post', path: '/payments/:reference/checkout', response: ok(payments.checkoutSchema) },
  /** Served only while payments are simulated: the simulated checkout's "Pay", confirmed by the server. */
  paySimulated: { method: 'post', path: '/payments/:reference/simulated-charge', response: done },

  listOutbox: { ...adminRead('/outbox', s.outboxPageSchema), query: pageQuery },
  resendOutboxMail: adminWrite('post', '/outbox/:id/resend', undefined, ok(s.outboxMailSchema)),

  resetDemo: adminWrite('post', '/demo/reset', undefined, done),

  /** Its answer is checked by the contract test against openApiDocumentSchema (openapi/operation-kit.ts). */
  getOpenApiDocument: { method: 'get', path: '/openapi.json', response: { status: 200 } },
} satisfies Record<string, Endpoint>

export type EndpointId = keyof typeof endpoints
