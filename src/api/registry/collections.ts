import { compareSessions } from '../rules/training-schedule'
import * as content from '../schemas/content'
import * as mail from '../schemas/mail'
import * as services from '../schemas/services'
import * as training from '../schemas/training'
import { customCollections } from './custom-collections'
import { defineCollection, type Collection } from './define'

const s = { ...content, ...services, ...training, ...mail }

/**
 * The collection registry: every collection of the API, declared once. Content collections get their routes,
 * hooks, OpenAPI operations, contract tests and admin screens from their entry; the ones marked `routes: 'custom'`
 * (pages, media, menus, settings, the inbox, sessions) keep hand-written routes and screens, as the spec shapes them.
 */
export const registry = {
  heroSlides: defineCollection('heroSlides', {
    schema: s.heroSlideSchema,
    label: 'Hero slides',
    labelOne: 'Hero slide',
    ordered: true,
    searchable: ['title', 'subtitle'],
    sortable: ['title'],
  }),
  serviceCards: defineCollection('serviceCards', {
    schema: s.serviceCardSchema,
    label: 'Service cards',
    labelOne: 'Service card',
    ordered: true,
    searchable: ['title', 'description'],
    sortable: ['title'],
    filterable: ['icon'],
  }),
  services: defineCollection('services', {
    schema: s.serviceSchema,
    label: 'Services',
    labelOne: 'Service',
    id: 'slug',
    ordered: true,
    searchable: ['title', 'description', 'fullDescription'],
    sortable: ['title', 'order'],
    filterable: ['kind'],
  }),
  maintenancePlans: defineCollection('maintenancePlans', {
    schema: s.maintenancePlanSchema,
    label: 'Maintenance plans',
    labelOne: 'Maintenance plan',
    id: 'slug',
    defaultSort: 'price',
    searchable: ['title', 'description'],
    sortable: ['price', 'title'],
    filterable: ['popular'],
  }),
  projects: defineCollection('projects', {
    schema: s.projectSchema,
    label: 'Projects',
    labelOne: 'Project',
    id: 'slug',
    ordered: true,
    searchable: ['title', 'location', 'description'],
    sortable: ['title', 'location', 'category'],
    filterable: ['category'],
  }),
  testimonials: defineCollection('testimonials', {
    schema: s.testimonialSchema,
    label: 'Testimonials',
    labelOne: 'Testimonial',
    ordered: true,
    searchable: ['name', 'title', 'quote'],
    sortable: ['name', 'rating'],
    filterable: ['rating'],
  }),
  blogPosts: defineCollection('blogPosts', {
    schema: s.blogPostSchema,
    label: 'Blog posts',
    labelOne: 'Blog post',
    id: 'slug',
    defaultSort: '-date,title',
    searchable: ['title', 'excerpt', 'author', 'category'],
    sortable: ['date', 'title', 'author', 'category'],
    filterable: ['category', 'author'],
  }),
  galleryImages: defineCollection('galleryImages', {
    schema: s.galleryImageSchema,
    label: 'Gallery images',
    labelOne: 'Gallery image',
    titleField: 'caption',
    ordered: true,
    searchable: ['caption'],
    sortable: ['caption', 'category'],
    filterable: ['category'],
  }),
  projectCategories: defineCollection('projectCategories', {
    schema: s.projectCategorySchema,
    label: 'Gallery categories',
    labelOne: 'Gallery category',
    ordered: true,
    searchable: ['title'],
    sortable: ['title', 'count'],
  }),
  faqs: defineCollection('faqs', {
    schema: s.faqSchema,
    label: 'FAQ',
    labelOne: 'Question',
    ordered: true,
    searchable: ['question', 'answer'],
    sortable: ['question', 'topic'],
    filterable: ['topic'],
  }),
  values: defineCollection('values', {
    schema: s.valueSchema,
    label: 'Values',
    labelOne: 'Value',
    ordered: true,
    searchable: ['name', 'description'],
    sortable: ['name'],
  }),
  timeline: defineCollection('timeline', {
    schema: s.timelineEntrySchema,
    label: 'Timeline',
    labelOne: 'Timeline entry',
    defaultSort: 'year',
    searchable: ['title', 'description'],
    sortable: ['year', 'title'],
  }),
  impactStats: defineCollection('impactStats', {
    schema: s.impactStatSchema,
    label: 'Impact figures',
    labelOne: 'Impact figure',
    ordered: true,
    searchable: ['label', 'value'],
    sortable: ['label'],
  }),
  companyProfile: defineCollection('companyProfile', {
    schema: s.companyProfileSchema,
    label: 'Company profile',
    labelOne: 'Company profile',
    kind: 'singleton',
    titleField: 'id',
  }),
  legalDocuments: defineCollection('legalDocuments', {
    schema: s.legalDocumentSchema,
    label: 'Legal documents',
    labelOne: 'Legal document',
    writes: { create: false, remove: false },
    searchable: ['title', 'intro'],
    sortable: ['title'],
  }),
  trainers: defineCollection('trainers', {
    schema: s.trainerSchema,
    label: 'Trainers',
    labelOne: 'Trainer',
    ordered: true,
    tag: 'Training',
    searchable: ['name', 'title', 'bio'],
    sortable: ['name'],
  }),
  trainingTestimonials: defineCollection('trainingTestimonials', {
    schema: s.trainingTestimonialSchema,
    label: 'Trainee testimonials',
    labelOne: 'Trainee testimonial',
    ordered: true,
    tag: 'Training',
    searchable: ['name', 'role', 'quote'],
    sortable: ['name'],
  }),
  trainingPackages: defineCollection('trainingPackages', {
    schema: s.trainingPackageSchema,
    label: 'Training packages',
    labelOne: 'Training package',
    // Sessions and registrations name a package by its id (beginner, intermediate, advanced): a fixed set.
    writes: { create: false, remove: false },
    defaultSort: 'price',
    tag: 'Training',
    searchable: ['name', 'description'],
    sortable: ['price', 'name', 'durationMonths'],
  }),
  curriculumModules: defineCollection('curriculumModules', {
    schema: s.curriculumModuleSchema,
    label: 'Curriculum',
    labelOne: 'Curriculum module',
    defaultSort: 'number',
    tag: 'Training',
    searchable: ['title', 'description'],
    sortable: ['number', 'title'],
  }),
  trainingProgram: defineCollection('trainingProgram', {
    schema: s.trainingProgramSchema,
    label: 'Training page copy',
    labelOne: 'Training page copy',
    kind: 'singleton',
    tag: 'Training',
  }),
  trainingSessions: defineCollection('trainingSessions', {
    schema: s.trainingSessionSchema,
    input: s.trainingSessionInputSchema,
    label: 'Training sessions',
    labelOne: 'Training session',
    compare: compareSessions,
    tag: 'Training',
    searchable: ['title', 'location', 'instructor'],
    sortable: ['title', 'price', 'seatsLeft', 'date.year'],
    filterable: ['packageId', 'highlighted'],
  }),
  emailTemplates: defineCollection('emailTemplates', {
    schema: s.emailTemplatesSchema,
    label: 'E-mail texts',
    labelOne: 'E-mail texts',
    kind: 'singleton',
    read: 'admin',
    titleField: 'id',
    tag: 'Admin',
  }),
  ...customCollections,
}

export type Registry = typeof registry
export type CollectionName = keyof Registry
export const collectionNames = Object.keys(registry) as CollectionName[]

/** A registry entry as the shared code reads it (routes, list engine, OpenAPI), whatever its schema's static type. */
export const collectionOf = (name: CollectionName) => registry[name] as unknown as Collection

/** The entries whose routes come from the registry itself (the mock's, the server's and the OpenAPI document's). */
export const genericCollections = collectionNames.map(collectionOf).filter((collection) => collection.routes === 'generic')
