import * as admin from '../schemas/admin'
import * as inquiries from '../schemas/inquiries'
import * as mail from '../schemas/mail'
import { statusOf } from '../rules/registration-lifecycle'
import { defineCollection } from './define'

const s = { ...inquiries, ...admin, ...mail }

/**
 * Registry entries whose routes and screens are hand-written, as the spec shapes them (pages, media, menus,
 * settings, the inbox, activity, sessions): the store, the list query and the OpenAPI names still come from here.
 */
export const customCollections = {
  pages: defineCollection('pages', {
    schema: s.pageSchema,
    label: 'Pages',
    labelOne: 'Page',
    routes: 'custom',
    tag: 'Pages',
    searchable: ['title', 'slug'],
    sortable: ['title', 'slug', 'updatedAt'],
    filterable: ['type'],
  }),
  mediaItems: defineCollection('mediaItems', {
    schema: s.mediaItemSchema,
    label: 'Media',
    labelOne: 'Media item',
    routes: 'custom',
    tag: 'Media',
    titleField: 'name',
    defaultSort: '-date,name',
    searchable: ['name'],
    sortable: ['date', 'name', 'bytes'],
    filterable: ['type'],
  }),
  menus: defineCollection('menus', { schema: s.menuSchema, label: 'Menus', labelOne: 'Menu', routes: 'custom', tag: 'Menus' }),
  siteSettings: defineCollection('siteSettings', {
    schema: s.siteSettingsSchema,
    label: 'Site settings',
    labelOne: 'Site settings',
    kind: 'singleton',
    routes: 'custom',
    tag: 'Settings',
  }),
  userSettings: defineCollection('userSettings', {
    schema: s.userSettingsSchema,
    label: 'User settings',
    labelOne: 'User settings',
    kind: 'singleton',
    routes: 'custom',
    tag: 'Settings',
  }),
  contactMessages: defineCollection('contactMessages', {
    schema: s.contactMessageSchema,
    label: 'Messages',
    labelOne: 'Message',
    read: 'admin',
    defaultSort: '-createdAt',
    sortable: ['createdAt', 'name'],
    filterable: ['read', 'service'],
    searchable: ['name', 'email', 'message'],
    routes: 'custom',
    tag: 'Inquiries',
  }),
  registrations: defineCollection('registrations', {
    schema: s.registrationSchema,
    label: 'Registrations',
    labelOne: 'Registration',
    read: 'admin',
    defaultSort: '-createdAt',
    sortable: ['createdAt', 'fullName'],
    filterable: ['read', 'trainingPackage', 'sessionId', 'status'],
    missingAs: { status: statusOf({}) },
    searchable: ['fullName', 'email', 'phone', 'payment.reference'],
    routes: 'custom',
    tag: 'Inquiries',
  }),
  activity: defineCollection('activity', {
    schema: s.activitySchema,
    label: 'Activity',
    labelOne: 'Activity entry',
    read: 'admin',
    defaultSort: '-at',
    sortable: ['at'],
    filterable: ['entity', 'action'],
    routes: 'custom',
    tag: 'Admin',
  }),
  /** The demo's mailbox (the browser store's outbox); the SQL store keeps its outbox in a table of its own. */
  outboxMails: defineCollection('outboxMails', {
    schema: s.outboxMailSchema,
    label: 'Outbox',
    labelOne: 'E-mail',
    read: 'admin',
    writes: { create: false, update: false, remove: false },
    titleField: 'subject',
    defaultSort: '-createdAt',
    routes: 'custom',
    tag: 'Admin',
  }),
  sessions: defineCollection('sessions', {
    schema: s.adminSessionSchema,
    label: 'Sessions',
    labelOne: 'Session',
    read: 'admin',
    routes: 'custom',
    tag: 'Session',
  }),
}
