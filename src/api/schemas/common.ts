import './zod-config'
import { z } from 'zod'
import { isPhoneNumber } from '../phone'
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

export { isPhoneNumber, isSafeHref }

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

/**
 * Where an image lives: the media library (uploads are served from site paths like /uploads/<id>.png) or the
 * site's own files. Never another origin or a data: URL: the Content-Security-Policy (server/http/csp.ts) loads
 * images from 'self', so an https:// logo would show broken.
 */
export const imageSrcSchema = z
  .string()
  .trim()
  .min(1, 'Image is required')
  .max(500, 'Image path must be at most 500 characters')
  .refine(isSitePath, IMAGE_SRC_MESSAGE)

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

// ---- Plain text --------------------------------------------------------------------------------

/**
 * Bidirectional controls (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C) reorder the text around them,
 * so a name can show something other than what it says ("Trojan Source"); C0 and C1 control characters have
 * no place in a name either. They are refused, not stripped: what is stored is what the editor typed.
 */
/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/
const CONTROL_CHARS_BUT_LINES =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/
/* eslint-enable no-control-regex */

export const PLAIN_TEXT_MESSAGE = 'Remove control characters and hidden text-direction marks'

/** Whether a text is free of control characters and bidi controls (`multiline` allows tab, line feed and carriage return). */
export const isPlainText = (value: string, options: { multiline?: boolean } = {}) =>
  !(options.multiline ? CONTROL_CHARS_BUT_LINES : CONTROL_CHARS).test(value)

/**
 * The plain-text refinement for names, titles and labels: `plainText(z.string().trim().max(120))`.
 * Multi-line fields (addresses, footer text) pass `{ multiline: true }` to keep their line breaks.
 */
export function plainText<S extends z.ZodType<string>>(schema: S, options: { multiline?: boolean } = {}): S {
  return schema.refine((value) => isPlainText(value, options), PLAIN_TEXT_MESSAGE) as S
}

// ---- Phone numbers -----------------------------------------------------------------------------

export const PHONE_MESSAGE =
  'Use a phone number like +234 803 555 0142: digits, spaces, -, ( ) and a leading +, 5 to 30 characters'

/** A phone number shown on the site and dialled through a tel: link (src/api/phone.ts builds the link). */
export const phoneNumberSchema = z.string().trim().min(1, 'Phone number is required').refine(isPhoneNumber, PHONE_MESSAGE)

/** The same, or empty when there is none. */
export const optionalPhoneNumberSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isPhoneNumber(value), PHONE_MESSAGE)

/** A CSV file the API writes (api/rules/csv.ts): UTF-8 with its byte order mark. */
export const csvFileSchema = z.string().startsWith('\uFEFF')
