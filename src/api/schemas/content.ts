import { z } from 'zod'
import {
  featureSchema,
  hrefSchema,
  iconNameSchema,
  idSchema,
  imageSchema,
  isoDateSchema,
  linkSchema,
} from './common'

export const heroSlideSchema = z.object({
  id: idSchema,
  title: z.string().min(1).max(80),
  subtitle: z.string().min(1).max(200),
  image: imageSchema,
  primaryCta: linkSchema,
  secondaryCta: linkSchema,
})
export type HeroSlide = z.infer<typeof heroSlideSchema>

/** The six cards of the home page's services section. */
export const serviceCardSchema = z.object({
  id: idSchema,
  icon: iconNameSchema,
  title: z.string().min(1).max(80),
  description: z.string().min(1).max(300),
  href: hrefSchema,
})
export type ServiceCard = z.infer<typeof serviceCardSchema>

export const projectSchema = z.object({
  id: idSchema,
  image: imageSchema,
  title: z.string().min(1).max(120),
  location: z.string().min(1).max(120),
  description: z.string().min(1).max(600),
  category: z.enum(['residential', 'commercial', 'community']),
  stats: z.object({
    capacity: z.string().regex(/^\d+(\.\d+)? kW$/, 'Capacity like 5.8 kW'),
    savings: z.string().min(1).max(60),
  }),
})
export type Project = z.infer<typeof projectSchema>

export const testimonialSchema = z.object({
  id: idSchema,
  image: imageSchema,
  quote: z.string().min(1).max(600),
  name: z.string().min(1).max(80),
  title: z.string().min(1).max(120),
  rating: z.number().int().min(1).max(5),
})
export type Testimonial = z.infer<typeof testimonialSchema>

export const blogPostSchema = z.object({
  id: idSchema,
  image: imageSchema,
  title: z.string().min(1).max(160),
  excerpt: z.string().min(1).max(400),
  date: isoDateSchema,
  author: z.string().min(1).max(80),
  category: z.string().min(1).max(40),
})
export type BlogPost = z.infer<typeof blogPostSchema>

export const galleryImageSchema = z.object({
  id: idSchema,
  image: imageSchema,
  caption: z.string().min(1).max(160),
  category: z.enum(['residential', 'commercial', 'community']),
})
export type GalleryImage = z.infer<typeof galleryImageSchema>

export const projectCategorySchema = z.object({
  id: idSchema,
  title: z.string().min(1).max(60),
  count: z.number().int().nonnegative(),
  image: imageSchema,
})
export type ProjectCategory = z.infer<typeof projectCategorySchema>

export const valueSchema = z.object({
  id: idSchema,
  name: z.string().min(1).max(60),
  description: z.string().min(1).max(400),
  icon: iconNameSchema,
})
export type Value = z.infer<typeof valueSchema>

export const timelineEntrySchema = z.object({
  id: idSchema,
  year: z.number().int().min(1990).max(2100),
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(600),
})
export type TimelineEntry = z.infer<typeof timelineEntrySchema>

export const impactStatSchema = z.object({
  id: idSchema,
  value: z.string().min(1).max(20),
  label: z.string().min(1).max(60),
  icon: iconNameSchema,
})
export type ImpactStat = z.infer<typeof impactStatSchema>

export const faqSchema = z.object({
  id: idSchema,
  topic: z.enum(['general', 'training']),
  question: z.string().min(1).max(200),
  answer: z.string().min(1).max(1500),
})
export type Faq = z.infer<typeof faqSchema>

/** About page: vision, mission, story and where the company works. */
export const companyProfileSchema = z.object({
  id: z.literal('company'),
  founded: z.number().int(),
  incorporated: z.number().int(),
  vision: z.string().min(1).max(1000),
  mission: z.string().min(1).max(1000),
  story: z.array(z.string().min(1).max(2000)).min(1),
  states: z.array(z.string().min(1)).min(1),
  image: imageSchema,
})
export type CompanyProfile = z.infer<typeof companyProfileSchema>

export const legalDocumentSchema = z.object({
  id: z.enum(['privacy-policy', 'terms-of-service']),
  title: z.string().min(1).max(120),
  lastUpdated: z.string().min(1),
  intro: z.string().min(1),
  sections: z.array(featureSchema.extend({ description: z.string().min(1).max(4000) })).min(1),
})
export type LegalDocument = z.infer<typeof legalDocumentSchema>
