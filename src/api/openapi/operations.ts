import { z } from 'zod'
import * as s from '../schemas'

/**
 * Every operation of the REST API, in one list. It drives the OpenAPI document (scripts/openapi.ts,
 * GET /api/openapi.json) and the contract test, which checks that each operation has a handler, that
 * each handler is listed here, and that every response parses with the schema named here.
 *
 * Only the mock layer, the build script and the tests import this module: the public bundle never does.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

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
  query?: Record<string, { schema: z.ZodType; description: string }>
  /** The JSON body, re-parsed by the handler (400, 415 and 422 when it is not valid). */
  request?: z.ZodType
  /** The success status and its body (none for 204). */
  response: { status: 200 | 201 | 204; schema?: z.ZodType; description: string }
  /** Error statuses beyond the ones implied by auth, path parameters and a body. */
  errors?: Record<number, string>
}

/** Named schemas: they become components (and $refs) of the OpenAPI document. */
export const namedSchemas = {
  // Requests
  LoginInput: s.loginInputSchema,
  PageCreate: s.pageCreateSchema,
  PagePatch: s.pageInputSchema.partial(),
  MediaUpload: s.mediaUploadSchema,
  MediaUpdate: s.mediaUpdateSchema,
  MenuUpdate: s.menuUpdateSchema,
  SiteSettingsPatch: s.siteSettingsPatchSchema,
  UserSettingsInput: s.userSettingsInputSchema,
  PasswordChange: s.passwordChangeSchema,
  ContactInput: s.contactInputSchema,
  RegistrationInput: s.registrationInputSchema,
  ReadStateInput: s.readStateInputSchema,
  TrainingSessionInput: s.trainingSessionInputSchema,
  // Responses
  AdminSession: s.adminSessionSchema,
  HeroSlide: s.heroSlideSchema,
  ServiceCard: s.serviceCardSchema,
  Service: s.serviceSchema,
  MaintenancePlan: s.maintenancePlanSchema,
  Project: s.projectSchema,
  Testimonial: s.testimonialSchema,
  BlogPost: s.blogPostSchema,
  GalleryImage: s.galleryImageSchema,
  ProjectCategory: s.projectCategorySchema,
  Value: s.valueSchema,
  TimelineEntry: s.timelineEntrySchema,
  ImpactStat: s.impactStatSchema,
  Faq: s.faqSchema,
  HomeContent: s.homeContentSchema,
  CompanyProfile: s.companyProfileSchema,
  LegalDocument: s.legalDocumentSchema,
  Trainer: s.trainerSchema,
  TrainingTestimonial: s.trainingTestimonialSchema,
  TrainingPackage: s.trainingPackageSchema,
  CurriculumModule: s.curriculumModuleSchema,
  TrainingProgram: s.trainingProgramSchema,
  TrainingSession: s.trainingSessionSchema,
  Page: s.pageSchema,
  MediaItem: s.mediaItemSchema,
  Menu: s.menuSchema,
  SiteSettings: s.siteSettingsSchema,
  UserSettings: s.userSettingsSchema,
  ContactMessage: s.contactMessageSchema,
  Registration: s.registrationSchema,
  Activity: s.activitySchema,
  ApiError: s.apiErrorBodySchema,
} satisfies Record<string, z.ZodType>

/** The OpenAPI document itself, as far as the contract needs to know it. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().startsWith('3.1'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
})

const list = (schema: z.ZodType, description: string) => ({ status: 200 as const, schema: z.array(schema), description })
const one = (schema: z.ZodType, description: string) => ({ status: 200 as const, schema, description })
const created = (schema: z.ZodType, description: string) => ({ status: 201 as const, schema, description })
const none = (description: string) => ({ status: 204 as const, description })

function listOp(id: string, path: string, tag: string, summary: string, schema: z.ZodType): Operation {
  return { id, method: 'get', path, tag, summary, response: list(schema, summary) }
}

function getOp(id: string, path: string, tag: string, summary: string, schema: z.ZodType, auth = false): Operation {
  return { id, method: 'get', path, tag, summary, auth, response: one(schema, summary) }
}

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

  // ---- Public content --------------------------------------------------------------------------
  listOp('listHeroSlides', '/hero-slides', 'Content', 'Home hero slides', s.heroSlideSchema),
  listOp('listServiceCards', '/service-cards', 'Content', 'Home service cards', s.serviceCardSchema),
  listOp('listServices', '/services', 'Content', 'Services and solutions, in order', s.serviceSchema),
  getOp('getService', '/services/:id', 'Content', 'One service', s.serviceSchema),
  listOp('listMaintenancePlans', '/maintenance-plans', 'Content', 'Maintenance plans, cheapest first', s.maintenancePlanSchema),
  listOp('listProjects', '/projects', 'Content', 'Projects', s.projectSchema),
  listOp('listTestimonials', '/testimonials', 'Content', 'Customer testimonials', s.testimonialSchema),
  listOp('listBlogPosts', '/blog-posts', 'Content', 'Blog posts, newest first', s.blogPostSchema),
  listOp('listGalleryImages', '/gallery-images', 'Content', 'Gallery images', s.galleryImageSchema),
  listOp('listProjectCategories', '/project-categories', 'Content', 'Project categories', s.projectCategorySchema),
  listOp('listValues', '/values', 'Content', 'Company values', s.valueSchema),
  listOp('listTimeline', '/timeline', 'Content', 'Company timeline, oldest first', s.timelineEntrySchema),
  listOp('listImpactStats', '/impact-stats', 'Content', 'Impact figures', s.impactStatSchema),
  {
    ...listOp('listFaqs', '/faqs', 'Content', 'Frequently asked questions', s.faqSchema),
    query: { topic: { schema: s.faqSchema.shape.topic, description: 'Only the questions of this topic' } },
  },
  getOp('getHomeContent', '/home-content', 'Content', 'Home page copy', s.homeContentSchema),
  getOp('getCompanyProfile', '/company-profile', 'Content', 'About page: vision, mission, story', s.companyProfileSchema),
  getOp('getLegalDocument', '/legal-documents/:id', 'Content', 'Privacy policy or terms of service', s.legalDocumentSchema),

  // ---- Training --------------------------------------------------------------------------------
  listOp('listTrainers', '/trainers', 'Training', 'Trainers', s.trainerSchema),
  listOp('listTrainingTestimonials', '/training-testimonials', 'Training', 'Trainee testimonials', s.trainingTestimonialSchema),
  listOp('listTrainingPackages', '/training-packages', 'Training', 'Training packages, cheapest first', s.trainingPackageSchema),
  listOp('listCurriculumModules', '/curriculum-modules', 'Training', 'Curriculum modules, in order', s.curriculumModuleSchema),
  getOp('getTrainingProgram', '/training-program', 'Training', 'Training page copy', s.trainingProgramSchema),
  listOp('listTrainingSessions', '/training-sessions', 'Training', 'Training sessions, soonest first', s.trainingSessionSchema),
  getOp('getTrainingSession', '/training-sessions/:id', 'Training', 'One training session', s.trainingSessionSchema),
  {
    id: 'createTrainingSession',
    method: 'post',
    path: '/training-sessions',
    tag: 'Training',
    summary: 'Add a training session',
    auth: true,
    request: s.trainingSessionInputSchema,
    response: created(s.trainingSessionSchema, 'The new session'),
  },
  {
    id: 'updateTrainingSession',
    method: 'put',
    path: '/training-sessions/:id',
    tag: 'Training',
    summary: 'Replace a training session',
    auth: true,
    request: s.trainingSessionInputSchema,
    response: one(s.trainingSessionSchema, 'The session as saved'),
  },
  {
    id: 'deleteTrainingSession',
    method: 'delete',
    path: '/training-sessions/:id',
    tag: 'Training',
    summary: 'Delete a training session',
    auth: true,
    response: none('Deleted'),
  },

  // ---- Pages -----------------------------------------------------------------------------------
  listOp('listPages', '/pages', 'Pages', 'Pages', s.pageSchema),
  getOp('getPage', '/pages/:id', 'Pages', 'One page', s.pageSchema),
  {
    id: 'createPage',
    method: 'post',
    path: '/pages',
    tag: 'Pages',
    summary: 'Create a page (served at /pages/{slug}); the slug must be free',
    auth: true,
    request: s.pageCreateSchema,
    response: created(s.pageSchema, 'The new page'),
  },
  {
    id: 'updatePage',
    method: 'patch',
    path: '/pages/:id',
    tag: 'Pages',
    summary: 'Change some fields of a page',
    auth: true,
    request: namedSchemas.PagePatch,
    response: one(s.pageSchema, 'The page as saved'),
  },

  // ---- Media -----------------------------------------------------------------------------------
  listOp('listMedia', '/media', 'Media', 'Media library, newest first', s.mediaItemSchema),
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
  {
    id: 'updateMediaItem',
    method: 'patch',
    path: '/media/:id',
    tag: 'Media',
    summary: 'Rename a media item or change its alt text',
    auth: true,
    request: s.mediaUpdateSchema,
    response: one(s.mediaItemSchema, 'The media item as saved'),
  },
  {
    id: 'deleteMediaItem',
    method: 'delete',
    path: '/media/:id',
    tag: 'Media',
    summary: 'Delete a media item (pages that featured it lose their image)',
    auth: true,
    response: none('Deleted'),
  },

  // ---- Menus -----------------------------------------------------------------------------------
  listOp('listMenus', '/menus', 'Menus', 'Navigation menus', s.menuSchema),
  getOp('getMenu', '/menus/:id', 'Menus', 'One menu', s.menuSchema),
  {
    id: 'updateMenu',
    method: 'put',
    path: '/menus/:id',
    tag: 'Menus',
    summary: 'Replace the items of a menu',
    auth: true,
    request: s.menuUpdateSchema,
    response: one(s.menuSchema, 'The menu as saved'),
  },

  // ---- Settings --------------------------------------------------------------------------------
  getOp('getSiteSettings', '/settings/site', 'Settings', 'Site settings (brand, contacts, links)', s.siteSettingsSchema),
  {
    id: 'updateSiteSettings',
    method: 'patch',
    path: '/settings/site',
    tag: 'Settings',
    summary: 'Change some site settings',
    auth: true,
    request: s.siteSettingsPatchSchema,
    response: one(s.siteSettingsSchema, 'The settings as saved'),
  },
  getOp('getUserSettings', '/settings/user', 'Settings', "The admin's profile", s.userSettingsSchema, true),
  {
    id: 'updateUserSettings',
    method: 'put',
    path: '/settings/user',
    tag: 'Settings',
    summary: "Replace the admin's profile (the role is read-only)",
    auth: true,
    request: s.userSettingsInputSchema,
    response: one(s.userSettingsSchema, 'The profile as saved'),
  },
  {
    id: 'changePassword',
    method: 'post',
    path: '/settings/password',
    tag: 'Settings',
    summary: 'Change the password (the demo keeps none: a valid request is acknowledged)',
    auth: true,
    request: s.passwordChangeSchema,
    response: none('Changed'),
  },

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
  {
    ...listOp('listContactMessages', '/contact-messages', 'Inquiries', 'Contact messages, newest first', s.contactMessageSchema),
    auth: true,
  },
  getOp('getContactMessage', '/contact-messages/:id', 'Inquiries', 'One contact message', s.contactMessageSchema, true),
  {
    id: 'markContactMessage',
    method: 'patch',
    path: '/contact-messages/:id',
    tag: 'Inquiries',
    summary: 'Mark a contact message read or unread',
    auth: true,
    request: s.readStateInputSchema,
    response: one(s.contactMessageSchema, 'The message as saved'),
  },
  {
    id: 'deleteContactMessage',
    method: 'delete',
    path: '/contact-messages/:id',
    tag: 'Inquiries',
    summary: 'Delete a contact message',
    auth: true,
    response: none('Deleted'),
  },
  {
    id: 'register',
    method: 'post',
    path: '/registrations',
    tag: 'Inquiries',
    summary: 'Register for training: takes a seat in the chosen (or next open) session',
    request: s.registrationInputSchema,
    response: created(s.registrationSchema, 'The registration, with the notification e-mail sent to the training team'),
    errors: { 409: 'The session (or every session of the package) is full' },
  },
  {
    ...listOp('listRegistrations', '/registrations', 'Inquiries', 'Registrations, newest first', s.registrationSchema),
    auth: true,
  },
  getOp('getRegistration', '/registrations/:id', 'Inquiries', 'One registration', s.registrationSchema, true),
  {
    id: 'markRegistration',
    method: 'patch',
    path: '/registrations/:id',
    tag: 'Inquiries',
    summary: 'Mark a registration read or unread',
    auth: true,
    request: s.readStateInputSchema,
    response: one(s.registrationSchema, 'The registration as saved'),
  },
  {
    id: 'deleteRegistration',
    method: 'delete',
    path: '/registrations/:id',
    tag: 'Inquiries',
    summary: 'Delete a registration',
    auth: true,
    response: none('Deleted'),
  },

  // ---- Admin -----------------------------------------------------------------------------------
  {
    ...listOp('listActivity', '/activity', 'Admin', 'Recent edits, newest first', s.activitySchema),
    auth: true,
    query: { limit: { schema: z.number().int().min(1).max(100), description: 'How many entries (default 10, at most 100)' } },
  },
  {
    id: 'resetDemo',
    method: 'post',
    path: '/demo/reset',
    tag: 'Admin',
    summary: "Restore every collection to the seed (the caller's session survives)",
    auth: true,
    response: none('Reset'),
  },

  // ---- Meta ------------------------------------------------------------------------------------
  getOp('getOpenApiDocument', '/openapi.json', 'Meta', 'This OpenAPI document', openApiDocumentSchema),
]

/** Whether writes to this operation go through the write transaction (everything but GET). */
export const isWrite = (operation: Operation) => operation.method !== 'get'

/** "/pages/:id" → "/pages/{id}" */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}')

/** The names of the path parameters ("/pages/:id" → ["id"]). */
export const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!)
