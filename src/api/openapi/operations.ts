import type { z } from 'zod'
import * as s from '../schemas'
import { collectionOf, genericCollections } from '../registry/collections'
import { collectionOperations, collectionSchemaNames, listOperation, listPageSchemaOf } from './collection-operations'
import {
  adminOp,
  created,
  deleteOp,
  getOp,
  baseNamedSchemas,
  none,
  one,
  openApiDocumentSchema,
  type Operation,
} from './operation-kit'

/** Every named schema: the hand-declared ones and each registry collection's. */
export const namedSchemas: typeof baseNamedSchemas & Record<string, z.ZodType> = {
  ...baseNamedSchemas,
  ...Object.assign({}, ...genericCollections.map(collectionSchemaNames)),
  MediaItemPage: listPageSchemaOf(collectionOf('mediaItems')),
}

/**
 * Every operation of the REST API, in one list. It drives the OpenAPI document (scripts/openapi.ts,
 * GET /api/openapi.json) and the contract test, which checks that each operation has a handler, that
 * each handler is listed here, and that every response parses with the schema named here.
 *
 * Only the mock layer, the build script and the tests import this module: the public bundle never does.
 */
export const operations: Operation[] = [
  // ---- Session ---------------------------------------------------------------------------------
  {
    id: 'signIn',
    method: 'post',
    path: '/session',
    tag: 'Session',
    summary: 'Sign in (demo: any e-mail and password)',
    request: s.loginInputSchema,
    response: created(s.adminSessionSchema, 'The new session; send its token as `Authorization: Bearer <token>`'),
  },
  getOp('getSession', '/session', 'Session', 'The current session', s.adminSessionSchema, true),
  {
    id: 'signOut',
    method: 'delete',
    path: '/session',
    tag: 'Session',
    summary: 'Sign out (ends the session named by the bearer token, if any)',
    response: none('Signed out'),
  },
  adminOp(
    'delete',
    'signOutEverywhere',
    '/sessions',
    'Session',
    "Sign out everywhere: every session of the signed-in account ends, this one included",
    undefined,
    none('Signed out everywhere'),
  ),

  // ---- The registry's collections (src/api/registry/collections.ts) ------------------------
  ...genericCollections.flatMap(collectionOperations),

  // ---- Pages -----------------------------------------------------------------------------------
  listOperation(collectionOf('pages'), 'listPages'),
  getOp('getPage', '/pages/:id', 'Pages', 'One page', s.pageSchema),
  adminOp(
    'post',
    'createPage',
    '/pages',
    'Pages',
    'Create a page (served at /pages/{slug}); the slug must be free',
    s.pageCreateSchema,
    created(s.pageSchema, 'The new page'),
  ),
  adminOp(
    'patch',
    'updatePage',
    '/pages/:id',
    'Pages',
    'Change some fields of a page',
    namedSchemas.PagePatch,
    one(s.pageSchema, 'The page as saved'),
  ),

  // ---- Media -----------------------------------------------------------------------------------
  listOperation(collectionOf('mediaItems'), 'listMedia'),
  getOp('getMediaItem', '/media/:id', 'Media', 'One media item', s.mediaItemSchema),
  {
    id: 'uploadMedia',
    method: 'post',
    path: '/media',
    tag: 'Media',
    summary: 'Upload a raster image (JPEG, PNG, WebP, GIF or AVIF, 5 MB at most; never SVG)',
    description: 'The content is checked: the data URL type, the magic bytes and the byte count must match the declared file.',
    auth: true,
    request: s.mediaUploadSchema,
    response: created(s.mediaItemSchema, 'The new media item'),
  },
  adminOp(
    'patch',
    'updateMediaItem',
    '/media/:id',
    'Media',
    'Rename a media item or change its alt text',
    s.mediaUpdateSchema,
    one(s.mediaItemSchema, 'The media item as saved'),
  ),
  deleteOp('deleteMediaItem', '/media/:id', 'Media', 'Delete a media item (pages that featured it lose their image)'),

  // ---- Menus -----------------------------------------------------------------------------------
  listOperation(collectionOf('menus'), 'listMenus'),
  getOp('getMenu', '/menus/:id', 'Menus', 'One menu', s.menuSchema),
  adminOp(
    'put',
    'updateMenu',
    '/menus/:id',
    'Menus',
    'Replace the items of a menu',
    s.menuUpdateSchema,
    one(s.menuSchema, 'The menu as saved'),
  ),

  // ---- Settings --------------------------------------------------------------------------------
  getOp('getSiteSettings', '/settings/site', 'Settings', 'Site settings (brand, contacts, links)', s.siteSettingsSchema),
  adminOp(
    'patch',
    'updateSiteSettings',
    '/settings/site',
    'Settings',
    'Change some site settings',
    s.siteSettingsPatchSchema,
    one(s.siteSettingsSchema, 'The settings as saved'),
  ),
  getOp('getUserSettings', '/settings/user', 'Settings', "The admin's profile", s.userSettingsSchema, true),
  adminOp(
    'put',
    'updateUserSettings',
    '/settings/user',
    'Settings',
    "Replace the admin's profile (the role is read-only)",
    s.userSettingsInputSchema,
    one(s.userSettingsSchema, 'The profile as saved'),
  ),
  adminOp(
    'post',
    'changePassword',
    '/settings/password',
    'Settings',
    "Change the password; the account's other sessions end (the demo keeps no password: a valid request is acknowledged)",
    s.passwordChangeSchema,
    none('Changed'),
  ),

  // ---- Inquiries -------------------------------------------------------------------------------
  {
    id: 'sendContactMessage',
    method: 'post',
    path: '/contact-messages',
    tag: 'Inquiries',
    summary: 'Send a message from the contact form',
    request: s.contactInputSchema,
    response: created(s.contactMessageSchema, 'The stored message'),
  },
  listOperation(collectionOf('contactMessages'), 'listContactMessages'),
  getOp('getContactMessage', '/contact-messages/:id', 'Inquiries', 'One contact message', s.contactMessageSchema, true),
  adminOp(
    'patch',
    'markContactMessage',
    '/contact-messages/:id',
    'Inquiries',
    'Mark a contact message read or unread',
    s.readStateInputSchema,
    one(s.contactMessageSchema, 'The message as saved'),
  ),
  deleteOp('deleteContactMessage', '/contact-messages/:id', 'Inquiries', 'Delete a contact message'),
  {
    id: 'register',
    method: 'post',
    path: '/registrations',
    tag: 'Inquiries',
    summary: 'Register for training: takes a seat in the chosen (or next open) upcoming session',
    description:
      'A session is upcoming until its day is over in Lagos (Africa/Lagos). When the package has no upcoming session at all, the registration is kept for the next cohort: `sessionId` is null and no seat is taken.',
    request: s.registrationInputSchema,
    response: created(s.registrationSchema, 'The registration, with the notification e-mail sent to the training team'),
    errors: {
      409: 'The session (or every upcoming session of the package) is full',
      422: 'A field is not valid, or the chosen session is of another package or has already taken place',
    },
  },
  listOperation(collectionOf('registrations'), 'listRegistrations'),
  getOp('getRegistration', '/registrations/:id', 'Inquiries', 'One registration', s.registrationSchema, true),
  adminOp(
    'patch',
    'markRegistration',
    '/registrations/:id',
    'Inquiries',
    'Mark a registration read or unread',
    s.readStateInputSchema,
    one(s.registrationSchema, 'The registration as saved'),
  ),
  deleteOp('deleteRegistration', '/registrations/:id', 'Inquiries', 'Delete a registration'),

  // ---- Admin -----------------------------------------------------------------------------------
  listOperation(collectionOf('activity'), 'listActivity'),
  adminOp(
    'post',
    'resetDemo',
    '/demo/reset',
    'Admin',
    "Restore every collection to the seed (the caller's session survives)",
    undefined,
    none('Reset'),
  ),

  // ---- Meta ------------------------------------------------------------------------------------
  getOp('getOpenApiDocument', '/openapi.json', 'Meta', 'This OpenAPI document', openApiDocumentSchema),
]

export * from './operation-kit'
