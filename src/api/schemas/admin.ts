import { z } from 'zod'
import { isImageDataUrl, MAX_DATA_URL_LENGTH, MAX_IMAGE_SIDE, MAX_UPLOAD_BYTES, MEDIA_TYPES } from '../rules/image-file'
import {
  hrefSchema,
  idSchema,
  imageSrcSchema,
  isoDateSchema,
  isoDateTimeSchema,
  optionalPhoneNumberSchema,
  phoneNumberSchema,
  plainText,
  slugSchema,
  webUrlSchema,
} from './common'
import { pageSectionsSchema } from './page-sections'

// ---- Pages -------------------------------------------------------------------------------------

export const PAGE_TYPES = ['page', 'service'] as const

/** What the page editor submits; the handler re-parses it (slug uniqueness is checked there too). */
export const pageInputSchema = z.strictObject({
  title: z.string().trim().min(1, 'Title is required').max(100, 'Title must be at most 100 characters'),
  slug: slugSchema,
  description: z.string().trim().max(300, 'Description must be at most 300 characters'),
  content: z.string().max(20000, 'Content must be at most 20,000 characters'),
  /** Id of a media item, or empty for none. */
  featuredImage: z.union([z.literal(''), idSchema]),
  metaTitle: z.string().trim().max(60, 'Meta title must be at most 60 characters'),
  metaDescription: z.string().trim().max(160, 'Meta description must be at most 160 characters'),
  /** The page's copy, block by block (headings, intros, eyebrows); pages created in the editor have none. */
  sections: pageSectionsSchema.optional(),
})
export type PageInput = z.infer<typeof pageInputSchema>

/** PATCH /pages/:id: any of a page's fields. */
export const pagePatchSchema = pageInputSchema.partial()

export const pageCreateSchema = pageInputSchema.extend({ type: z.enum(PAGE_TYPES) })
export type PageCreate = z.infer<typeof pageCreateSchema>

export const pageSchema = pageInputSchema.extend({
  id: idSchema,
  type: z.enum(PAGE_TYPES),
  /** The public route that shows this page. */
  path: hrefSchema,
  updatedAt: isoDateTimeSchema,
})
export type Page = z.infer<typeof pageSchema>

// ---- Media -------------------------------------------------------------------------------------

/** Raster images only: SVG can carry script, so it is never accepted. Byte-level checks live in rules/image-file. */
export { isMediaType, MAX_UPLOAD_BYTES, MEDIA_TYPES, type MediaType } from '../rules/image-file'
export const mediaItemSchema = z.object({
  id: idSchema,
  name: plainText(z.string().min(1).max(120)),
  url: imageSrcSchema,
  type: z.enum(MEDIA_TYPES),
  /** Human-readable size, as the spec shows it ("2.4 MB"). */
  size: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  date: isoDateSchema,
  alt: z.string().max(300),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export type MediaItem = z.infer<typeof mediaItemSchema>

export const mediaUploadSchema = z.strictObject({
  name: plainText(z.string().trim().min(1, 'File name is required').max(120, 'File name must be at most 120 characters')),
  type: z.enum(MEDIA_TYPES, { error: 'Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded' }),
  bytes: z.number().int().positive('The file is empty').max(MAX_UPLOAD_BYTES, 'Files must be 5 MB or smaller'),
  dataUrl: z
    .string()
    .max(MAX_DATA_URL_LENGTH, 'Files must be 5 MB or smaller')
    .refine(isImageDataUrl, 'The file is not a readable image'),
  alt: z.string().trim().max(300, 'Alt text must be at most 300 characters').optional(),
  /** What the browser measured; the API stores the size read from the file's header instead. */
  width: z.number().int().positive().max(MAX_IMAGE_SIDE).optional(),
  height: z.number().int().positive().max(MAX_IMAGE_SIDE).optional(),
})
export type MediaUpload = z.infer<typeof mediaUploadSchema>

export const mediaUpdateSchema = z.strictObject({
  name: plainText(z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters')).optional(),
  alt: z.string().trim().max(300, 'Alt text must be at most 300 characters').optional(),
})

// ---- Menus -------------------------------------------------------------------------------------

const menuTitleSchema = plainText(z.string().trim().min(1, 'Title is required').max(60, 'Title must be at most 60 characters'))
export const menuTargetSchema = z.enum(['_blank', '_self'])

export const menuChildSchema = z.strictObject({
  id: idSchema,
  title: menuTitleSchema,
  url: hrefSchema,
  target: menuTargetSchema.optional(),
})
export type MenuChild = z.infer<typeof menuChildSchema>

export const menuItemSchema = menuChildSchema.extend({
  children: z.array(menuChildSchema).max(50).optional(),
})
export type MenuItem = z.infer<typeof menuItemSchema>

const uniqueIds = (items: MenuItem[]) => {
  const ids = items.flatMap((i) => [i.id, ...(i.children ?? []).map((c) => c.id)])
  return new Set(ids).size === ids.length
}

export const menuItemsSchema = z.array(menuItemSchema).max(500).refine(uniqueIds, 'Menu item ids must be unique')

export const menuSchema = z.object({
  id: idSchema,
  name: z.string().min(1).max(60),
  items: menuItemsSchema,
  updatedAt: isoDateTimeSchema,
})
export type Menu = z.infer<typeof menuSchema>

export const menuUpdateSchema = z.strictObject({ items: menuItemsSchema })

// ---- Settings ----------------------------------------------------------------------------------

/** Settings text is plain text: no control characters or bidi controls (line breaks only where `multiline`). */
const requiredText = (label: string, max: number, options: { multiline?: boolean } = {}) =>
  plainText(z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`), options)

export const siteSettingsSchema = z.strictObject({
  siteName: requiredText('Site name', 80),
  tagline: requiredText('Tagline', 120),
  siteUrl: webUrlSchema,
  contactEmail: z.string().trim().min(1, 'Contact email is required').pipe(z.email('Enter a valid email address')),
  contactPhone: phoneNumberSchema,
  secondaryPhone: optionalPhoneNumberSchema,
  /** Head-office address (the spec's default is in Lagos). */
  address: requiredText('Address', 300, { multiline: true }),
  /** The office visitors and trainees come to (Asaba), shown in the footer and on the contact page. */
  officeAddress: requiredText('Office address', 300, { multiline: true }),
  workingHours: z.array(z.strictObject({ days: requiredText('Days', 60), hours: requiredText('Hours', 60) })).max(7),
  trainingEmail: z.string().trim().pipe(z.email('Enter a valid email address')),
  /** How long an unpaid registration keeps its seat (settings stored before it existed use the default, 48). */
  registrationHoldHours: z
    .number({ message: 'Hold window must be a number of hours' })
    .int('Hold window must be a whole number of hours')
    .min(1, 'Hold window must be at least 1 hour')
    .max(720, 'Hold window must be at most 720 hours')
    .optional(),
  bank: z.strictObject({
    bankName: requiredText('Bank name', 80),
    accountName: requiredText('Account name', 120),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{10}$/, 'Account number must be 10 digits'),
  }),
  logoLight: imageSrcSchema,
  logoDark: imageSrcSchema,
  favicon: imageSrcSchema,
  footerText: plainText(z.string().trim().max(300, 'Footer text must be at most 300 characters'), { multiline: true }),
  facebookUrl: webUrlSchema,
  twitterUrl: webUrlSchema,
  instagramUrl: webUrlSchema,
  linkedinUrl: webUrlSchema,
})
export type SiteSettings = z.infer<typeof siteSettingsSchema>
export const siteSettingsPatchSchema = siteSettingsSchema.partial()

export const userSettingsSchema = z.object({
  name: requiredText('Name', 80),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  role: z.literal('Administrator'),
  avatarUrl: imageSrcSchema,
})
export type UserSettings = z.infer<typeof userSettingsSchema>
/** Role is read-only: it is not part of what can be saved. */
export const userSettingsInputSchema = userSettingsSchema.omit({ role: true }).strict()
export type UserSettingsInput = z.infer<typeof userSettingsInputSchema>

/** The one password rule: the change form, the change route, `npm run create-admin` and ADMIN_PASSWORD all use it. */
export const newPasswordSchema = z
  .string()
  .min(8, 'New password must be at least 8 characters')
  .max(128, 'New password must be at most 128 characters')
  .regex(/[A-Za-z]/, 'New password needs at least one letter')
  .regex(/\d/, 'New password needs at least one digit')

export const passwordChangeSchema = z
  .strictObject({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, 'Please confirm the new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'New password must differ from the current one',
  })
export type PasswordChange = z.infer<typeof passwordChangeSchema>

// ---- Session and activity ----------------------------------------------------------------------

/**
 * A sign-in address: whatever the browser's e-mail field accepts (`x@y`, `a@b.c`), so the demo's "any e-mail" holds.
 * The server then signs in only an address that has an account; a stricter check would refuse nothing more.
 */
const signInEmailSchema = z.email({ pattern: z.regexes.html5Email, error: 'Enter a valid email address' })

export const loginInputSchema = z.strictObject({
  email: z.string().trim().min(1, 'Email is required').max(254, 'Email must be at most 254 characters').pipe(signInEmailSchema),
  password: z.string().min(1, 'Password is required').max(200),
  /** Keep the session after the browser closes; the form always sends it, other clients may leave it out. */
  remember: z.boolean().optional(),
})
export type LoginInput = z.infer<typeof loginInputSchema>

export const adminSessionSchema = z.object({
  token: z.string().min(16),
  email: signInEmailSchema,
  remember: z.boolean(),
  createdAt: isoDateTimeSchema,
})
export type AdminSession = z.infer<typeof adminSessionSchema>

/** What an activity entry is about: one of these, or the name of a registry collection ("blogPosts"). */
export const ACTIVITY_ENTITIES = ['page', 'media', 'menu', 'settings', 'demo'] as const
export const activitySchema = z.object({
  id: idSchema,
  entity: z.union([z.enum(ACTIVITY_ENTITIES), z.string().regex(/^[a-z][a-zA-Z]{1,59}$/)]),
  entityId: z.string(),
  label: z.string().min(1),
  action: z.enum(['created', 'updated', 'deleted', 'uploaded', 'reset']),
  at: isoDateTimeSchema,
})
export type Activity = z.infer<typeof activitySchema>
