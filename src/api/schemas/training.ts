import { z } from 'zod'
import { MONTHS } from './months'
import { MAX_SEATS_LEFT } from '../rules/seat-limits'
import { featureSchema, idSchema, imageSchema, isoDateTimeSchema, sectionCopySchema, videoSchema } from './common'

export const PACKAGE_IDS = ['beginner', 'intermediate', 'advanced'] as const
export const packageIdSchema = z.enum(PACKAGE_IDS)
export type PackageId = z.infer<typeof packageIdSchema>

export const trainingPackageSchema = z.object({
  id: packageIdSchema,
  name: z.string().min(1).max(60),
  /** Naira, whole units. */
  price: z.number().int().positive(),
  durationMonths: z.number().int().min(1).max(12),
  description: z.string().min(1).max(400),
  highlights: z.array(z.string().min(1).max(160)).min(1).max(10),
  /** Hosted card-payment page for this package; opens in a new tab. */
  paymentUrl: z.url({ protocol: /^https$/ }),
})
export type TrainingPackage = z.infer<typeof trainingPackageSchema>

export const monthSchema = z.enum(MONTHS)

export const trainingSessionDateSchema = z
  .object({
    day: z
      .number({ message: 'Day must be a number' })
      .int('Day must be a whole number')
      .min(1, 'Day must be between 1 and 31')
      .max(31, 'Day must be between 1 and 31'),
    month: z.enum(MONTHS, { error: 'Choose a month' }),
    year: z
      .number({ message: 'Year must be a number' })
      .int('Year must be a whole number')
      .min(2020, 'Year must be between 2020 and 2100')
      .max(2100, 'Year must be between 2020 and 2100'),
  })
  .refine(({ day, month, year }) => day <= new Date(Date.UTC(year, MONTHS.indexOf(month) + 1, 0)).getUTCDate(), {
    message: 'This day does not exist in that month',
    path: ['day'],
  })

/** The most seats a session can list. */
export { MAX_SEATS_LEFT }

/** What an admin submits to create or edit a session. */
export const trainingSessionInputSchema = z.object({
  date: trainingSessionDateSchema,
  title: z.string().trim().min(3, 'Title must be at least 3 characters').max(120, 'Title must be at most 120 characters'),
  packageId: z.enum(PACKAGE_IDS, { error: 'Choose a training package' }),
  duration: z.string().trim().min(1, 'Duration is required').max(40, 'Duration must be at most 40 characters'),
  time: z.string().trim().min(1, 'Time is required').max(40, 'Time must be at most 40 characters'),
  location: z.string().trim().min(1, 'Location is required').max(120, 'Location must be at most 120 characters'),
  instructor: z.string().trim().min(1, 'Instructor is required').max(80, 'Instructor must be at most 80 characters'),
  price: z
    .number({ message: 'Price must be a number' })
    .int('Price must be a whole number of naira')
    .positive('Price must be more than 0')
    .max(100_000_000, 'Price must be at most 100,000,000'),
  seatsLeft: z
    .number({ message: 'Seats left must be a number' })
    .int('Seats left must be a whole number')
    .min(0, 'Seats left cannot be negative')
    .max(MAX_SEATS_LEFT, `Seats left must be at most ${MAX_SEATS_LEFT}`),
  highlighted: z.boolean(),
})
export type TrainingSessionInput = z.infer<typeof trainingSessionInputSchema>

export const trainingSessionSchema = trainingSessionInputSchema.extend({ id: idSchema })
export type TrainingSession = z.infer<typeof trainingSessionSchema>

export const trainerSchema = z.object({
  id: idSchema,
  name: z.string().min(1).max(80),
  title: z.string().min(1).max(120),
  bio: z.string().min(1).max(800),
  photo: imageSchema,
})
export type Trainer = z.infer<typeof trainerSchema>

export const trainingTestimonialSchema = z.object({
  id: idSchema,
  quote: z.string().min(1).max(600),
  name: z.string().min(1).max(80),
  role: z.string().min(1).max(120),
  avatar: imageSchema,
})
export type TrainingTestimonial = z.infer<typeof trainingTestimonialSchema>

export const curriculumModuleSchema = z.object({
  id: idSchema,
  number: z.number().int().min(1),
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(400),
  topics: z.array(z.string().min(1).max(160)).length(3),
})
export type CurriculumModule = z.infer<typeof curriculumModuleSchema>

/** The training page's copy that is not a list of entities. */
export const trainingProgramSchema = z.object({
  id: z.literal('training'),
  heroTitle: z.string().min(1).max(120),
  heroSubtitle: z.string().min(1).max(400),
  heroImage: imageSchema,
  intro: sectionCopySchema,
  video: videoSchema,
  handsOn: sectionCopySchema.extend({ image: imageSchema, points: z.array(z.string()).max(8) }),
  classroom: sectionCopySchema.extend({ image: imageSchema, points: z.array(z.string()).max(8) }),
  whyChoose: sectionCopySchema.extend({ items: z.array(featureSchema).min(1).max(8) }),
  curriculumImage: imageSchema,
  /** What every package includes (materials, certificate, ...). */
  packageIncludes: z.array(z.string().min(1).max(120)).min(1),
  updatedAt: isoDateTimeSchema.optional(),
})
export type TrainingProgram = z.infer<typeof trainingProgramSchema>
