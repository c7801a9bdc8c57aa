import { z } from 'zod'
import { hrefSchema, imageSchema, linkSchema, plainText, videoSchema } from './common'

const line = (label: string, max: number) =>
  plainText(z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`))

/** A button or link of a section: what it says and where it goes. */
export const sectionLinkSchema = linkSchema.extend({ label: line('Link label', 60), href: hrefSchema })

/**
 * One block of a page's copy (the about page's vision, the home page's call to action...). The page's screen
 * decides where it shows; an admin edits the words in the pages editor, grouped by `name`.
 */
export const pageSectionSchema = z.strictObject({
  /** Where the screen finds the block: unique within its page. */
  id: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Section id may use lowercase letters, digits and single hyphens')
    .max(60, 'Section id must be at most 60 characters'),
  /** The group label in the editor. */
  name: line('Section name', 60),
  eyebrow: plainText(z.string().trim().max(60, 'Eyebrow must be at most 60 characters')).optional(),
  heading: line('Heading', 160).optional(),
  text: z.string().trim().max(2000, 'Text must be at most 2,000 characters').optional(),
  points: z.array(line('Point', 200)).max(12, 'A section has at most 12 points').optional(),
  links: z.array(sectionLinkSchema).max(4, 'A section has at most 4 links').optional(),
  image: imageSchema
    .extend({ alt: plainText(z.string().trim().max(300, 'Image description must be at most 300 characters')) })
    .optional(),
  video: videoSchema.extend({ title: line('Video title', 120) }).optional(),
})
export type PageSection = z.infer<typeof pageSectionSchema>

const uniqueIds = (sections: PageSection[]) => new Set(sections.map((section) => section.id)).size === sections.length

export const pageSectionsSchema = z
  .array(pageSectionSchema)
  .max(30, 'A page has at most 30 sections')
  .refine(uniqueIds, 'Section ids must be unique within a page')
