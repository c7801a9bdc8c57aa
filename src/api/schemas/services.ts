import { z } from 'zod'
import { featureSchema, hrefSchema, iconNameSchema, imageSchema, slugSchema } from './common'

/** A section of a service detail page: numbered steps, a grid of cards, or a checklist. */
export const serviceSectionSchema = z.object({
  id: z.string().min(1).max(40),
  kind: z.enum(['steps', 'cards', 'checklist']),
  heading: z.string().min(1).max(120),
  intro: z.string().max(600).optional(),
  items: z.array(featureSchema).min(1).max(12),
})
export type ServiceSection = z.infer<typeof serviceSectionSchema>

export const serviceSchema = z.object({
  id: slugSchema,
  /** 'service' shows in the /services grid; 'solution' is a page linked from elsewhere (residential, monitoring...). */
  kind: z.enum(['service', 'solution']),
  order: z.number().int().nonnegative(),
  icon: iconNameSchema,
  image: imageSchema,
  title: z.string().min(1).max(80),
  description: z.string().min(1).max(300),
  fullDescription: z.string().min(1).max(2000),
  benefits: z.array(z.string().min(1).max(200)).min(1).max(10),
  /** Where 'Explore Service Details' goes: /services/{id}, or /training for training. */
  link: hrefSchema,
  heroSubtitle: z.string().min(1).max(300),
  sections: z.array(serviceSectionSchema).max(6),
  showMaintenancePlans: z.boolean(),
  cta: z.object({
    heading: z.string().min(1).max(120),
    text: z.string().min(1).max(400),
    label: z.string().min(1).max(40),
  }),
})
export type Service = z.infer<typeof serviceSchema>

export const maintenancePlanSchema = z.object({
  id: slugSchema,
  title: z.string().min(1).max(60),
  description: z.string().min(1).max(300),
  /** US dollars per period, as the spec prices them. */
  price: z.number().int().positive(),
  period: z.literal('year'),
  popular: z.boolean(),
  features: z.array(z.string().min(1).max(160)).min(1).max(12),
})
export type MaintenancePlan = z.infer<typeof maintenancePlanSchema>
