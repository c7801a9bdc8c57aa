import { blankRecord, describeFields, type FieldDescription, type FieldNode } from './admin-fields'
import { registry, type CollectionName } from './collections'
import type { Collection } from './define'
import { kebab } from './paths'

export type { FieldDescription, FieldNode, Widget } from './admin-fields'

/**
 * How the admin shows each collection: its sidebar group, list columns, field labels, help and widgets. Every key is
 * optional: what is left out comes from the zod schema (labels from field names, widgets from types). Only the admin
 * bundle imports this file (tests/unit/admin-boundary.test.ts checks the public modules never reach it).
 */
export const SIDEBAR_GROUPS = ['Content', 'Company', 'Home', 'Training'] as const
export type SidebarGroup = (typeof SIDEBAR_GROUPS)[number]

export interface CollectionAdmin {
  group?: SidebarGroup
  /** List columns (dotted paths; the first one links to the edit screen); the title field and up to two short fields by default. */
  columns?: string[]
  /** Per field (dotted path from the record; array items add no index: "sections.heading"). */
  fields?: Record<string, FieldDescription>
  /** A one-line intro under the screen's title. */
  intro?: string
  /** Offered as a quick action on the dashboard ("New blog post"). */
  quickAction?: boolean
  /** The field that names a record in the admin (its list links, buttons, messages); the registry's titleField by default. */
  titleField?: string
  /** Left out of the generic admin (it has a screen of its own, or is on its way out). */
  hidden?: boolean
}

/** What an e-mail with the payment information can say. */
const PAYMENT_PLACEHOLDERS = '{name} {package} {place} {amount} {paymentUrl} {bankName} {accountName} {accountNumber} {trainingEmail} {siteName}'

export const adminDescriptions: Partial<Record<CollectionName, CollectionAdmin>> = {
  blogPosts: {
    group: 'Content',
    columns: ['title', 'date', 'category', 'author'],
    intro: 'The posts on /blog, newest first.',
    quickAction: true,
    fields: { excerpt: { help: 'A short summary shown on the blog cards.' }, date: { label: 'Publication date' } },
  },
  projects: {
    group: 'Content',
    columns: ['title', 'location', 'category'],
    intro: 'The installations on /projects, in the order shown there.',
    quickAction: true,
    fields: { 'stats.capacity': { help: 'For example 5.8 kW' } },
  },
  services: {
    group: 'Content',
    columns: ['title', 'kind'],
    intro: 'The services on /services and their detail pages.',
    fields: {
      kind: { help: 'A service shows in the /services grid; a solution is a page linked from elsewhere.' },
      link: { help: "Where 'Explore Service Details' goes, for example /services/solar-installation" },
      cta: { label: 'Call to action' },
      'sections.intro': { widget: 'textarea' },
    },
  },
  maintenancePlans: {
    group: 'Content',
    columns: ['title', 'price', 'popular'],
    fields: { price: { label: 'Price (US$ a year)' } },
  },
  testimonials: { group: 'Content', titleField: 'name', columns: ['name', 'title', 'rating'] },
  galleryImages: { group: 'Content', columns: ['caption', 'category'] },
  projectCategories: { group: 'Content', columns: ['title', 'count'] },
  faqs: { group: 'Content', columns: ['question', 'topic'], quickAction: true },
  timeline: { group: 'Company', columns: ['title', 'year'] },
  values: { group: 'Company', columns: ['name', 'icon'] },
  impactStats: { group: 'Company', columns: ['label', 'value'] },
  companyProfile: { group: 'Company', fields: { story: { label: 'Story paragraphs' }, states: { label: 'States served' } } },
  legalDocuments: { group: 'Company', columns: ['title', 'lastUpdated'] },
  heroSlides: { group: 'Home', columns: ['title', 'subtitle'] },
  serviceCards: { group: 'Home', columns: ['title', 'icon', 'href'], fields: { href: { label: 'Link' } } },
  trainingPackages: { group: 'Training', columns: ['name', 'price', 'durationMonths'] },
  curriculumModules: { group: 'Training', columns: ['title', 'number'] },
  trainers: { group: 'Training', columns: ['name', 'title'] },
  trainingTestimonials: { group: 'Training', titleField: 'name', columns: ['name', 'role'] },
  trainingProgram: { group: 'Training' },
  trainingSessions: { hidden: true },
  emailTemplates: {
    group: 'Company',
    intro: 'The e-mails the site sends. Words in braces, such as {name}, are filled in for each e-mail.',
    fields: {
      registrationReceived: { label: 'To a registrant, on registration' },
      'registrationReceived.body': {
        help: `Placeholders: ${PAYMENT_PLACEHOLDERS}`,
      },
      registrationPaid: { label: 'To a registrant, once paid online' },
      'registrationPaid.body': { help: 'Placeholders: {name} {package} {place} {amount} {trainingEmail} {siteName}' },
      holdReminder: { label: 'To a registrant, when the held seat is about to be released' },
      'holdReminder.body': { help: `Placeholders: ${PAYMENT_PLACEHOLDERS} {holdExpiresAt}` },
      registrationExpired: { label: 'To a registrant, when the unpaid seat was released' },
      'registrationExpired.body': { help: 'Placeholders: {name} {package} {place} {amount} {trainingEmail} {siteName}' },
      waitlistSeat: { label: 'To a registrant on the waiting list, when a seat is theirs' },
      'waitlistSeat.body': { help: `Placeholders: ${PAYMENT_PLACEHOLDERS} {holdExpiresAt}` },
      alreadyRegistered: { label: 'To a registrant whose e-mail sent the registration form again' },
      'alreadyRegistered.body': {
        help: `Placeholders: ${PAYMENT_PLACEHOLDERS} {holdExpiresAt} {status} {nextStep} (where the registration stands, with its payment page when one is due)`,
      },
      registrationNotice: { label: 'To the staff (training e-mail), on a registration' },
      'registrationNotice.body': {
        help: 'Placeholders: {name} {email} {phone} {whatsappNumber} {address} {gender} {professionalStatus} {organization} {package} {amount} {duration} {session} {referralSource} {termsAccepted}',
      },
      contactMessageReceived: { label: 'To the staff (contact e-mail), on a contact message' },
      'contactMessageReceived.body': { help: 'Placeholders: {name} {email} {phone} {service} {message}' },
    },
  },
}

/** A collection as the admin shows it: every description default resolved. */
export interface AdminCollection {
  collection: Collection
  /** The URL segment under /dashboard/content ("blog-posts"). */
  segment: string
  /** The field that names a record here. */
  titleField: string
  group: SidebarGroup
  intro?: string
  quickAction: boolean
  columns: string[]
  fields: FieldNode[]
  blank: () => Record<string, unknown>
}

const SHORT_WIDGETS = new Set(['select', 'number', 'date', 'switch'])

/**
 * Resolves a collection's admin description (a collection of the registry, or one a test defines). Its fields are
 * described from the schema on first use: a cold start describes only the collection it opens (the sidebar needs
 * the names alone), about 12 ms less on the way to the first request.
 */
export function describeCollection(collection: Collection, admin: CollectionAdmin = adminOf(collection.name)): AdminCollection {
  const titleField = admin.titleField ?? collection.titleField
  let fields: FieldNode[] | undefined
  let columns: string[] | undefined = admin.columns
  const describedFields = () => (fields ??= describeFields(collection.input, admin.fields))
  return {
    collection,
    segment: kebab(collection.name),
    titleField,
    group: admin.group ?? 'Content',
    intro: admin.intro,
    quickAction: admin.quickAction ?? false,
    get columns() {
      if (columns) return columns
      const shortFields = describedFields().filter((f) => SHORT_WIDGETS.has(f.widget) && f.name !== collection.titleField)
      return (columns = [titleField, ...shortFields.slice(0, 2).map((f) => f.name)])
    },
    get fields() {
      return describedFields()
    },
    blank: () => blankRecord(collection.input),
  }
}

const adminOf = (name: string): CollectionAdmin => (adminDescriptions as Record<string, CollectionAdmin>)[name] ?? {}

/** The collections with generic admin screens, in registry order. */
export const adminCollections: AdminCollection[] = Object.values(registry)
  .filter((collection) => collection.routes === 'generic' && !adminOf(collection.name).hidden)
  .map((collection) => describeCollection(collection as unknown as Collection))

/** The admin collection at a URL segment ("blog-posts"), if there is one. */
export const adminCollectionAt = (segment: string | undefined) => adminCollections.find((c) => c.segment === segment)

/** The admin collection of a registry name ("blogPosts"), for links from the activity log. */
export const adminCollectionNamed = (name: string) => adminCollections.find((c) => c.collection.name === name)

/** A record's name in the admin. */
export const recordTitle = (admin: Pick<AdminCollection, 'titleField'>, record: Record<string, unknown>) =>
  String(record[admin.titleField] ?? record.id ?? '')

/** Where a collection's screens live. */
export const adminPath = (admin: Pick<AdminCollection, 'segment'>, rest = '') => `/dashboard/content/${admin.segment}${rest}`
