import { Collection } from '@msw/data'
import type { z } from 'zod'
import * as s from '../src/api/schemas'

/** Every collection of the mock database and the schema its records follow. */
export const collectionSchemas = {
  heroSlides: s.heroSlideSchema,
  serviceCards: s.serviceCardSchema,
  services: s.serviceSchema,
  maintenancePlans: s.maintenancePlanSchema,
  projects: s.projectSchema,
  testimonials: s.testimonialSchema,
  trainingTestimonials: s.trainingTestimonialSchema,
  blogPosts: s.blogPostSchema,
  galleryImages: s.galleryImageSchema,
  projectCategories: s.projectCategorySchema,
  values: s.valueSchema,
  timeline: s.timelineEntrySchema,
  impactStats: s.impactStatSchema,
  faqs: s.faqSchema,
  homeContent: s.homeContentSchema,
  companyProfile: s.companyProfileSchema,
  legalDocuments: s.legalDocumentSchema,
  trainers: s.trainerSchema,
  trainingPackages: s.trainingPackageSchema,
  trainingSessions: s.trainingSessionSchema,
  curriculumModules: s.curriculumModuleSchema,
  trainingProgram: s.trainingProgramSchema,
  pages: s.pageSchema,
  mediaItems: s.mediaItemSchema,
  menus: s.menuSchema,
  siteSettings: s.siteSettingsSchema,
  userSettings: s.userSettingsSchema,
  contactMessages: s.contactMessageSchema,
  registrations: s.registrationSchema,
  activity: s.activitySchema,
  sessions: s.adminSessionSchema,
} as const

export type CollectionName = keyof typeof collectionSchemas
export type RecordOf<N extends CollectionName> = z.infer<(typeof collectionSchemas)[N]>
export type Collections = { [N in CollectionName]: Collection<(typeof collectionSchemas)[N]> }
export type SeedData = { [N in CollectionName]: RecordOf<N>[] }

export const collectionNames = Object.keys(collectionSchemas) as CollectionName[]

export function createCollections(): Collections {
  const entries = collectionNames.map((name) => [name, new Collection({ schema: collectionSchemas[name] })])
  return Object.fromEntries(entries) as Collections
}
