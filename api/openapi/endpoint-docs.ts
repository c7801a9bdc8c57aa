import { endpoints, type Endpoint, type EndpointId } from '../../src/api/endpoints'
import * as s from '../../src/api/schemas'
import { customCollections } from '../../src/api/registry/custom-collections'
import { listQueryParams } from './collection-operations'
import { openApiDocumentSchema, type Operation } from './operation-kit'

/** `query`: parameters an endpoint reads that its declaration leaves to the document (an export's list query). */
type Docs = Pick<Operation, 'tag' | 'summary' | 'description' | 'errors' | 'query'> & { answer: string; alsoAnswer?: string }

const ABUSE =
  'A public form: limited per client address and per e-mail. A body whose honeypot (`website`) is filled is answered as if stored, and stored nowhere.'
const TOO_MANY = 'Too many submissions from this client address or e-mail: `Retry-After` gives the seconds to wait'

/** The words of each endpoint in the OpenAPI document (the type asks for every endpoint of src/api/endpoints.ts). */
const docs: Record<EndpointId, Docs> = {
  signIn: {
    tag: 'Session',
    summary: 'Sign in (demo: any e-mail and password)',
    answer: 'The new session; send its token as `Authorization: Bearer <token>`',
  },
  getSession: { tag: 'Session', summary: 'The current session', answer: 'The current session' },
  signOut: { tag: 'Session', summary: 'Sign out (ends the session named by the bearer token, if any)', answer: 'Signed out' },
  signOutEverywhere: {
    tag: 'Session',
    summary: 'Sign out everywhere: every session of the signed-in account ends, this one included',
    answer: 'Signed out everywhere',
  },
  getPage: { tag: 'Pages', summary: 'One page', answer: 'One page' },
  createPage: { tag: 'Pages', summary: 'Create a page (served at /pages/{slug}); the slug must be free', answer: 'The new page' },
  updatePage: { tag: 'Pages', summary: 'Change some fields of a page', answer: 'The page as saved' },
  getMediaItem: { tag: 'Media', summary: 'One media item', answer: 'One media item' },
  uploadMedia: {
    tag: 'Media',
    summary: 'Upload a raster image (JPEG, PNG, WebP, GIF or AVIF, 5 MB at most; never SVG)',
    description: 'The content is checked: the data URL type, the magic bytes and the byte count must match the declared file.',
    answer: 'The new media item',
  },
  updateMediaItem: { tag: 'Media', summary: 'Rename a media item or change its alt text', answer: 'The media item as saved' },
  deleteMediaItem: { tag: 'Media', summary: 'Delete a media item (pages that featured it lose their image)', answer: 'Deleted' },
  getMenu: { tag: 'Menus', summary: 'One menu', answer: 'One menu' },
  updateMenu: { tag: 'Menus', summary: 'Replace the items of a menu', answer: 'The menu as saved' },
  getSiteSettings: { tag: 'Settings', summary: 'Site settings (brand, contacts, links)', answer: 'Site settings (brand, contacts, links)' },
  updateSiteSettings: { tag: 'Settings', summary: 'Change some site settings', answer: 'The settings as saved' },
  getUserSettings: { tag: 'Settings', summary: "The admin's profile", answer: "The admin's profile" },
  updateUserSettings: { tag: 'Settings', summary: "Replace the admin's profile (the role is read-only)", answer: 'The profile as saved' },
  changePassword: {
    tag: 'Settings',
    summary: "Change the password; the account's other sessions end (the demo keeps no password: a valid request is acknowledged)",
    answer: 'Changed',
  },
  sendContactMessage: {
    tag: 'Inquiries',
    summary: 'Send a message from the contact form',
    description: ABUSE,
    answer: 'The stored message',
    errors: {
      422: 'A field is not valid, or the form was sent sooner than a person could fill it in (`fillMs`)',
      429: TOO_MANY,
    },
  },
  getContactMessage: { tag: 'Inquiries', summary: 'One contact message', answer: 'One contact message' },
  markContactMessage: { tag: 'Inquiries', summary: 'Mark a contact message read or unread', answer: 'The message as saved' },
  deleteContactMessage: { tag: 'Inquiries', summary: 'Delete a contact message', answer: 'Deleted' },
  register: {
    tag: 'Inquiries',
    summary: 'Register for training: takes a seat in the chosen (or next open) upcoming session',
    description:
      'A session is upcoming until its day is over in Lagos (Africa/Lagos). When the package has no upcoming session at all, the registration is kept for the next cohort: `sessionId` is null and no seat is taken. A seat taken is held until `holdExpiresAt` (the site setting `registrationHoldHours`, 48 by default) while the registration is `awaiting-payment`; unpaid, it then expires and the seat goes to the first registration waiting, or back. With `waitlist: true`, a full session (or package) keeps the registration as `waiting`, with no seat. ' +
      'An e-mail that already holds a live registration (awaiting payment, paid or waiting) for the chosen session (with none chosen: for an upcoming session of the package, or its next cohort) is answered 200 with only what was sent (`alreadyRegistered: true`): no second seat is taken, nothing is stored, and the stored registration is e-mailed to its own address with its payment page. No anonymous answer carries stored personal data. ' +
      ABUSE,
    answer: 'The registration, with the notification e-mail sent to the training team',
    alsoAnswer: 'This e-mail is already registered for it: what was sent, and nothing stored (its address is e-mailed instead)',
    errors: {
      409: 'The session (or every upcoming session of the package) is full and `waitlist` was not asked for',
      422: 'A field is not valid, the chosen session is of another package or has already taken place, or the form was sent sooner than a person could fill it in (`fillMs`)',
      429: TOO_MANY,
    },
  },
  getRegistration: { tag: 'Inquiries', summary: 'One registration', answer: 'One registration' },
  markRegistration: { tag: 'Inquiries', summary: 'Mark a registration read or unread', answer: 'The registration as saved' },
  deleteRegistration: {
    tag: 'Inquiries',
    summary: 'Delete a registration: a seat it held goes to the first person waiting, or back to the session',
    answer: 'Deleted',
  },
  cancelRegistration: {
    tag: 'Inquiries',
    summary: 'Cancel a registration: a seat it held goes to the first person waiting, or back to the session',
    answer: 'The registration, cancelled',
    errors: { 409: 'The registration is already cancelled or expired, or changed meanwhile' },
  },
  markRegistrationPaid: {
    tag: 'Inquiries',
    summary: 'Record the payment of a registration awaiting payment (a bank transfer): its seat is no longer on hold',
    description: 'The body says what proves the transfer (its reference, where the receipt is); it is kept in `paid.proof` with the admin who recorded it.',
    answer: 'The registration, paid',
    errors: { 409: 'The registration is not awaiting payment, or changed meanwhile' },
  },
  resendRegistrationEmail: {
    tag: 'Inquiries',
    summary: "Send the registrant's payment e-mail again (the payment link and bank details), through the outbox",
    answer: 'The registration; its e-mail is queued',
    errors: { 409: 'The registration is not awaiting payment, or the e-mail cannot be built (no site settings or package)' },
  },
  exportRegistrations: {
    tag: 'Inquiries',
    summary: 'Every registration the search and filters select, as a CSV file for spreadsheets',
    description:
      'UTF-8 with a byte order mark, RFC 4180, newest first unless `sort` says otherwise; a cell beginning with `=`, `+`, `-`, `@`, tab or CR starts with an apostrophe, so no spreadsheet runs it as a formula. Columns: Created, Name, Email, Phone, WhatsApp, Package, Session, Amount (NGN), Status, Payment reference, Read.',
    answer: 'The CSV file, as an attachment',
    errors: { 400: 'A query parameter is not valid: `issues` names it' },
    query: listQueryParams(customCollections.registrations, { paged: false }),
  },
  exportContactMessages: {
    tag: 'Inquiries',
    summary: 'Every contact message the search and filters select, as a CSV file for spreadsheets',
    description:
      'UTF-8 with a byte order mark, RFC 4180, newest first unless `sort` says otherwise; cells that could run as formulas start with an apostrophe. Columns: Received, Name, Email, Phone, Service, Message, Read.',
    answer: 'The CSV file, as an attachment',
    errors: { 400: 'A query parameter is not valid: `issues` names it' },
    query: listQueryParams(customCollections.contactMessages, { paged: false }),
  },
  paystackWebhook: {
    tag: 'Payments',
    summary: "Paystack's webhook: `charge.success` settles the registration paid with that reference",
    description:
      '`x-paystack-signature`: HMAC-SHA512 (hex) of the raw body with the secret key, checked before the body is read. Paid only from awaiting payment and for its amount (kobo) and currency; anything else is answered 204 and changes nothing.',
    answer: 'Received',
    errors: { 401: 'Missing or wrong signature' },
  },
  getPaymentMode: {
    tag: 'Payments',
    summary: 'How this API takes online payments: `paystack`, `simulated` (no money moves) or `off` (bank transfer only)',
    answer: 'The payment mode',
  },
  getPaymentStatus: {
    tag: 'Payments',
    summary: 'The status of the registration paid with this reference; verified with the provider while awaiting payment',
    answer: 'The reference, status and amount',
    errors: { 404: 'No registration has this reference, or the reference is not of the shape `pay-<uuid>` or `pay-<uuid>-<id>`', 429: 'Too many payment lookups from this client address: `Retry-After` gives the seconds to wait' },
  },
  startCheckout: {
    tag: 'Payments',
    summary: "Where to pay the registration with this reference online: the provider's checkout, started on first ask",
    description:
      'For a registration awaiting payment. A seat given from the waiting list has a reference but no checkout until its registrant asks here (the payment page does); later asks get the same checkout.',
    answer: 'The checkout URL',
    errors: {
      404: 'No registration has this reference',
      409: 'The registration is not awaiting payment, or online payment is off',
      502: 'The payment provider could not be reached',
    },
  },
  paySimulated: {
    tag: 'Payments',
    summary: 'The simulated checkout pays: settles the registration with this reference as a test payment (no money moves)',
    description:
      'Exists only while payments are simulated (the demo, tests, a server started with `PAYMENTS=simulated`); 404 everywhere else. Settles from awaiting payment only, as the webhook does; anything else is answered 204 and changes nothing.',
    answer: 'Received',
    errors: { 404: 'No registration has this reference, or payments are not simulated' },
  },
  listOutbox: {
    tag: 'Admin',
    summary: 'The outbox: the e-mails the site sent or is sending, newest first (the demo: its mailbox, every e-mail delivered)',
    description:
      '`queued`: not tried yet; `sent`: delivered to the mail server; `failed`: its last attempt failed, `lastError` says why (it is tried again later, up to 8 attempts).',
    answer: 'A page of e-mails and the total',
    errors: { 400: 'A query parameter is not valid: `issues` names it' },
  },
  resendOutboxMail: {
    tag: 'Admin',
    summary: 'Send an e-mail again: puts a sent or failed e-mail back in the queue (the demo delivers it at once)',
    answer: 'The e-mail, queued again',
  },
  resetDemo: { tag: 'Admin', summary: "Restore every collection to the seed (the caller's session survives)", answer: 'Reset' },
  getOpenApiDocument: { tag: 'Meta', summary: 'This OpenAPI document', answer: 'This OpenAPI document' },
}

/** An endpoint as an OpenAPI operation: its declaration, its schemas picked from the schemas module, with its words. */
export function endpointOperation(id: EndpointId): Operation {
  const { answer, alsoAnswer, ...words } = docs[id]
  const { request, query, response, also, ...endpoint }: Endpoint = endpoints[id]
  const schema = id === 'getOpenApiDocument' ? openApiDocumentSchema : response.schema?.(s)
  return {
    id,
    ...words,
    ...endpoint,
    ...(request ? { request: request(s) } : {}),
    ...(query ? { query: query(s) } : {}),
    auth: endpoint.auth ?? false,
    response: { ...response, ...(schema ? { schema } : {}), description: answer },
    ...(also ? { also: { ...also, schema: also.schema(s), description: alsoAnswer ?? answer } } : {}),
  } as Operation
}
