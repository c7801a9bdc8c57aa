import fc from 'fast-check'
import { seed } from '../../fixtures'
import { collectionOperations, genericCollections } from '../../api/openapi/collection-operations'
import { collectionOf } from '../../src/api/registry/collections'
import { operations, pathParams, type Operation } from '../../api/openapi/operations'
import type { Collection } from '../../src/api/registry/define'
import { seedData } from '../../mocks/db'
import type { CollectionName } from '../../mocks/collections'
import * as s from '../../src/api/schemas'
import { paystackEventSchema } from '../../src/api/schemas/payments'
import { call, signIn } from '../setup/api'
import { imageHeader, toDataUrl } from '../support/image-bytes'
import { withoutGuardFields } from '../../src/api/schemas/form-guard'
import { arbitraryOf } from './zod-arbitrary'
import { SIGNATURE_HEADER, signPaymentEvent } from '../../api/rules/payment-signature'
import { SIMULATED_WEBHOOK_KEY } from '../../api/payments/simulated'

/**
 * The write operations of the API, with what a property test needs to call each: an existing target
 * for its path and an arbitrary of bodies the handler must accept (schema and business rules).
 */

/**
 * Records the routes act on, by the path of the collection that holds them (an operation's path starts with it:
 * "/registrations/:id/cancel" acts on a registration); contact messages and registrations start empty, so one of
 * each is made.
 */
export type Context = { token: string; ids: Record<string, string> }

const contact = { name: 'Ada Obi', email: 'ada@example.ng', service: 'residential', message: 'A quote, please.' }
const registration = {
  fullName: 'Chioma Okafor',
  email: 'chioma@example.ng',
  phone: '+234 803 123 4567',
  whatsappNumber: '+234 809 765 4321',
  address: '12 Nnebisi Road, Asaba',
  gender: 'female',
  professionalStatus: 'installer',
  trainingPackage: 'intermediate',
  referralSource: 'whatsapp',
  termsAccepted: true,
}

export async function createContext(): Promise<Context> {
  const token = await signIn()
  const message = await call('POST', '/contact-messages', { body: contact })
  const registered = await call('POST', '/registrations', { body: registration })
  if (message.status !== 201 || registered.status !== 201) throw new Error('fuzz context: setup writes failed')
  const outbox = await call('GET', '/outbox', { token })
  const [mail] = (outbox.body as { items?: { id: string }[] }).items ?? []
  if (!mail) throw new Error('fuzz context: the setup writes queued no e-mail')
  return {
    token,
    ids: {
      ...Object.fromEntries(genericCollections.map((c) => [c.path, (seedData[c.name as CollectionName][0] as { id: string }).id])),
      [collectionOf('pages').path]: 'about',
      [collectionOf('mediaItems').path]: seed.mediaItems[0]!.id,
      [collectionOf('menus').path]: 'main-menu',
      [collectionOf('contactMessages').path]: message.body.id as string,
      [collectionOf('registrations').path]: registered.body.id as string,
      [collectionOf('outboxMails').path]: mail.id,
      // A payment is named by its registration's reference.
      '/payments': registered.body.payment.reference as string,
    },
  }
}

/** The operation's path with its :id filled in (an existing record of the collection it starts with, unless `id` is given). */
export function pathOf(operation: Operation, context: Context, id?: string): string {
  if (pathParams(operation.path).length === 0) return operation.path
  const holder = Object.keys(context.ids)
    .filter((path) => operation.path.startsWith(`${path}/:`))
    .sort((a, b) => b.length - a.length)[0]
  const value = id ?? (holder === undefined ? undefined : context.ids[holder])
  if (value === undefined) throw new Error(`fuzz context: no record for ${operation.path}`)
  return operation.path.replace(/:\w+/, encodeURIComponent(value))
}

// ---- Valid bodies ------------------------------------------------------------------------------

/** Uploads whose header states a real pixel size (the API reads it, not the client's claim). */
export const mediaUploadArbitrary = fc
  .record({
    type: fc.constantFrom(...s.MEDIA_TYPES),
    width: fc.integer({ min: 1, max: 4000 }),
    height: fc.integer({ min: 1, max: 4000 }),
    tail: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 96 }),
    rest: arbitraryOf(s.mediaUploadSchema.pick({ name: true, alt: true })),
  })
  .map(({ type, width, height, tail, rest }) => {
    // A GIF's trailer before its random tail: random bytes right after the screen could be a frame larger than it.
    const bytes = imageHeader(type, width, height, type === 'image/gif' ? [0x3b, ...tail] : tail)
    return { ...rest, type, width, height, bytes: bytes.length, dataUrl: toDataUrl(type, bytes) }
  })

/** New slugs never clash with the seed's pages (a clash is a 422 by design). */
const freeSlug = (page: Record<string, unknown>) => (typeof page.slug === 'string' ? { ...page, slug: `fz-${page.slug}` } : page)
/** Featured images must exist in the media library. */
const knownImage = (page: Record<string, unknown>) =>
  typeof page.featuredImage === 'string' && page.featuredImage !== ''
    ? { ...page, featuredImage: seed.mediaItems[page.featuredImage.length % seed.mediaItems.length]!.id }
    : page

/**
 * Valid bodies of a registry collection's writes, from its schemas: a create without an id (a new record), a
 * replace, and a reorder (every seed id, reversed).
 */
function collectionBodies(collection: Collection): [string, fc.Arbitrary<unknown>][] {
  const ids = (seedData[collection.name as CollectionName] as { id: string }[]).map((record) => record.id)
  return collectionOperations(collection).flatMap((operation): [string, fc.Arbitrary<unknown>][] => {
    if (operation.id.startsWith('create')) return [[operation.id, arbitraryOf(collection.input)]]
    if (operation.id.startsWith('update')) return [[operation.id, arbitraryOf(collection.input)]]
    if (operation.id.startsWith('reorder')) return [[operation.id, fc.constant({ order: [...ids].reverse() })]]
    return []
  })
}

export const validBodies: Record<string, fc.Arbitrary<unknown>> = {
  signIn: arbitraryOf(s.loginInputSchema),
  ...Object.fromEntries(genericCollections.flatMap(collectionBodies)),
  createPage: arbitraryOf(s.pageCreateSchema, (page) => knownImage(freeSlug(page))),
  updatePage: arbitraryOf(s.pageInputSchema.partial(), (page) => knownImage(freeSlug(page))),
  uploadMedia: mediaUploadArbitrary,
  updateMediaItem: arbitraryOf(s.mediaUpdateSchema),
  updateMenu: arbitraryOf(s.menuUpdateSchema),
  updateSiteSettings: arbitraryOf(s.siteSettingsPatchSchema),
  updateUserSettings: arbitraryOf(s.userSettingsInputSchema),
  changePassword: arbitraryOf(s.passwordChangeSchema, (change) => ({
    ...change,
    newPassword: `${change.newPassword}a1`.slice(-128),
    confirmPassword: `${change.newPassword}a1`.slice(-128),
  })),
  // A script's body (the honeypot filled) is answered but not stored: the fuzzed bodies are a person's.
  sendContactMessage: arbitraryOf(s.contactInputSchema, withoutGuardFields),
  // A chosen session must belong to the package; leaving it out takes the next open one.
  register: arbitraryOf(s.registrationInputSchema, ({ sessionId: _sessionId, ...rest }) => withoutGuardFields(rest)),
  markContactMessage: arbitraryOf(s.readStateInputSchema),
  markRegistration: arbitraryOf(s.readStateInputSchema),
  markRegistrationPaid: arbitraryOf(s.markPaidInputSchema),
  paystackWebhook: arbitraryOf(paystackEventSchema),
}

/**
 * The webhook reads nothing unsigned (401): generic body checks send its signature of the exact bytes, as Paystack
 * would, so they reach the body's own checks. Other operations need no header.
 */
export async function signatureHeaders(operation: Pick<Operation, 'id'>, raw: string | undefined): Promise<Record<string, string>> {
  if (operation.id !== 'paystackWebhook' || raw === undefined) return {}
  return { [SIGNATURE_HEADER]: await signPaymentEvent(raw, SIMULATED_WEBHOOK_KEY) }
}

/** Every operation that writes (all but GET), from the published operations list. */
export const writeOperations = operations.filter((operation) => operation.method !== 'get')
export const bodyOperations = writeOperations.filter((operation) => operation.request)
