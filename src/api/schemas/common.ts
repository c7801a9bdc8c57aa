import './zod-config'
import { z } from 'zod'
import { isSafeHref } from '../safe-href'

/** Stable, URL-safe identifier used by every entity. */
export const idSchema = z
  .string()
  .min(1, 'Id is required')
  .max(80, 'Id is too long')
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, 'Id may use letters, digits, - and _ only')

export const slugSchema = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(60, 'Slug must be at most 60 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens (for example solar-installation)')

export const isoDateSchema = z.iso.date({ message: 'Use a date like 2025-06-30' })
export const isoDateTimeSchema = z.iso.datetime({ offset: true })

export { isSafeHref }

export const hrefSchema = z
  .string()
  .trim()
  .min(1, 'URL is required')
  .max(500, 'URL must be at most 500 characters')
  .refine(isSafeHref, 'Use a site path like /about or an address starting with http:// or https://')

/** Absolute http(s) address, or empty when not set (social links, site URL). */
export const webUrlSchema = z
  .string()
  .trim()
  .max(500, 'URL must be at most 500 characters')
  .refine((v) => v === '' || (isSafeHref(v) && /^https?:\/\//i.test(v)), 'Use an address starting with http:// or https://')

export const IMAGE_SRC_MESSAGE = 'Choose an image from the media library or use a site path like /images/logo.png'

/** A path on this site ("/images/logo.png"), never one that leaves it ("//host", "/\\host", "/<tab>/host"). */
export const isSitePath = (value: string) => value.startsWith('/') && isSafeHref(value)

/** An uploaded raster image, as the mock stores uploads today (until they are served from site paths). */
const isUploadDataUrl = (value: string) => /^data:image\/(png|jpeg|webp|gif|avif);base64,/.test(value)

/**
 * Where an image lives: the media library or the site's own files. Never another origin: the
 * Content-Security-Policy (scripts/csp.mjs) loads images from 'self' only, so an https:// logo would show broken.
 */
export const imageSrcSchema = z
  .string()
  .trim()
  .min(1, 'Image is required')
  .refine((value) => isSitePath(value) || isUploadDataUrl(value), IMAGE_SRC_MESSAGE)

export const imageSchema = z.object({
  src: imageSrcSchema,
  alt: z.string().max(300),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export type Image = z.infer<typeof imageSchema>

export const linkSchema = z.object({
  label: z.string().trim().min(1).max(60),
  href: hrefSchema,
})
export type Link = z.infer<typeof linkSchema>

/** A titled item used by lists of steps, reasons, benefits and offerings. */
export const featureSchema = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(1000),
})
export type Feature = z.infer<typeof featureSchema>

export const ICON_NAMES = [
  'sun',
  'panel',
  'battery',
  'home',
  'building',
  'chart',
  'monitor',
  'wrench',
  'bolt',
  'leaf',
  'school',
  'shield',
  'clock',
  'users',
  'award',
  'heart',
  'star',
  'search',
  'plug',
  'settings',
] as const
export const iconNameSchema = z.enum(ICON_NAMES)
export type IconName = z.infer<typeof iconNameSchema>

/** A block of titled copy used by singleton content documents. */
export const sectionCopySchema = z.object({
  title: z.string().min(1).max(160),
  text: z.string().min(1).max(2000),
})

export const videoSchema = z.object({
  title: z.string().min(1).max(120),
  src: z.string().min(1),
  poster: imageSchema,
  captions: z.string().optional(),
})
export type Video = z.infer<typeof videoSchema>
