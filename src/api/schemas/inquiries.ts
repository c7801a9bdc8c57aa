import { z } from 'zod'
import { idSchema, isoDateTimeSchema, plainText } from './common'
import { formGuardFields } from './form-guard'
import { CONTACT_SERVICES, GENDERS, PROFESSIONAL_STATUSES, REFERRAL_SOURCES } from './options'
import { PACKAGE_IDS, packageIdSchema } from './training'
import { REGISTRATION_STATUSES } from '../rules/registration-lifecycle'

export { CONTACT_SERVICES, GENDERS, PROFESSIONAL_STATUSES, REFERRAL_SOURCES }

export const contactServiceSchema = z.enum(CONTACT_SERVICES, { error: 'Please choose a service' })

const contactFieldsSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  phone: z.string().trim().max(30, 'Phone number must be at most 30 characters').optional(),
  service: contactServiceSchema,
  message: z.string().trim().min(1, 'Message is required').max(5000, 'Message must be at most 5000 characters'),
})
/** The contact form, re-parsed by the handler. */
export const contactInputSchema = contactFieldsSchema.extend(formGuardFields)
export type ContactInput = z.infer<typeof contactInputSchema>

export const contactMessageSchema = contactFieldsSchema.extend({
  id: idSchema,
  createdAt: isoDateTimeSchema,
  read: z.boolean(),
})
export type ContactMessage = z.infer<typeof contactMessageSchema>

/** The training registration form: its rules and messages, word for word as specified. */
const registrationFieldsSchema = z.strictObject({
  fullName: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(3, 'Full name is required')
    .max(100, 'Full name must be at most 100 characters'),
  email: z.email({ error: 'Invalid email address' }),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(6, 'Phone number is required')
    .max(30, 'Phone number must be at most 30 characters'),
  whatsappNumber: z
    .string({ error: 'WhatsApp number is required' })
    .trim()
    .min(6, 'WhatsApp number is required')
    .max(30, 'WhatsApp number must be at most 30 characters'),
  address: z
    .string({ error: 'Address is required' })
    .trim()
    .min(3, 'Address is required')
    .max(300, 'Address must be at most 300 characters'),
  gender: z.enum(GENDERS, { error: 'Gender is required' }),
  professionalStatus: z.enum(PROFESSIONAL_STATUSES, { error: 'Professional status is required' }),
  organization: z.string().trim().max(120, 'Organization must be at most 120 characters').optional(),
  trainingPackage: z.enum(PACKAGE_IDS, { error: 'Training package is required' }),
  referralSource: z.enum(REFERRAL_SOURCES, { error: 'Please tell us how you heard about us' }),
  termsAccepted: z.literal(true, { error: 'You must accept the terms and conditions' }),
  /**
   * The cohort chosen when a package has several upcoming sessions with seats; otherwise the next one is taken.
   * A session already held is refused (422).
   */
  sessionId: idSchema.optional(),
  /**
   * When the session (or every upcoming session of the package) is full: true joins its waiting list instead of
   * the 409. A waiting registration holds no seat until one is freed.
   */
  waitlist: z.boolean().optional(),
})
export const registrationInputSchema = registrationFieldsSchema.extend(formGuardFields)
export type RegistrationInput = z.infer<typeof registrationInputSchema>

export const notificationEmailSchema = z.object({
  to: z.email(),
  subject: z.string().min(1),
  body: z.string().min(1),
})
export type NotificationEmail = z.infer<typeof notificationEmailSchema>

/** How a registration came to be paid: the online checkout, or a bank transfer an admin recorded. */
export const PAYMENT_CHANNELS = ['online', 'bank-transfer'] as const

/** The settled payment of a paid registration: when, how, and for a bank transfer what proves it and who recorded it. */
export const paymentRecordSchema = z.object({
  at: isoDateTimeSchema,
  via: z.enum(PAYMENT_CHANNELS),
  proof: z.string().optional(),
  recordedBy: z.string().optional(),
  /** Paid in the simulated checkout (payments simulated: the demo, tests, PAYMENTS=simulated): no money moved. */
  simulated: z.literal(true).optional(),
})
export type PaymentRecord = z.infer<typeof paymentRecordSchema>

/** An admin's "Mark as paid": what proves the bank transfer (its reference, where the receipt is). */
export const markPaidInputSchema = z.strictObject({
  proof: plainText(
    z
      .string({ error: 'Proof of payment is required' })
      .trim()
      .min(1, 'Proof of payment is required')
      .max(300, 'Proof of payment must be at most 300 characters'),
  ),
})
export type MarkPaidInput = z.infer<typeof markPaidInputSchema>

/**
 * What the API stores for a registration: the input, the seat taken and the e-mail built for the training team.
 * `sessionId` is null when the package had no upcoming session: the registration is kept for the next cohort,
 * with no seat taken, and `sessionTitle` says so.
 */
export const registrationSchema = registrationFieldsSchema.extend({
  id: idSchema,
  trainingPackage: packageIdSchema,
  sessionId: idSchema.nullable(),
  sessionTitle: z.string().min(1),
  /** Naira: what the visitor was shown (registrationPrice). */
  amount: z.number().int().positive(),
  /** Registrations stored before statuses existed load as awaiting payment. */
  status: z.enum(REGISTRATION_STATUSES).default('awaiting-payment'),
  /** When an unpaid seat returns; null when no seat is held (waiting, next cohort, paid, or stored before holds). */
  holdExpiresAt: isoDateTimeSchema.nullable().default(null),
  /** When the registrant was reminded that the hold is about to lapse; absent until then (the reminder goes once). */
  holdReminderSentAt: isoDateTimeSchema.optional(),
  /** The online payment started when it came to await payment; absent on registrations stored before, or waiting. */
  payment: z
    .object({
      reference: z.string().min(1),
      checkoutUrl: z.string().min(1),
      /**
       * True while the provider's checkout is not started (a seat that came from the waiting list, given by the job with
       * no visitor on the line): `checkoutUrl` is then the site's payment page, which starts it.
       */
      awaitsCheckout: z.literal(true).optional(),
    })
    .optional(),
  /**
   * A keyed hash of the client's network (its IPv4 address, or its IPv6 /64) when it took a seat: what the cap on
   * unpaid holds per network counts (decision 025). Never the address itself; absent on registrations made before.
   */
  network: z.string().max(100).optional(),
  /** The unpaid holds of its session from that network when it was made, itself included: the inbox's notice. */
  networkHolds: z.int().positive().optional(),
  /** Set when it became paid; absent on registrations paid before payments were recorded. */
  paid: paymentRecordSchema.optional(),
  createdAt: isoDateTimeSchema,
  read: z.boolean(),
  notificationEmail: notificationEmailSchema,
})
export type Registration = z.infer<typeof registrationSchema>

/**
 * The answer to a registration from an e-mail already registered for what it asks (decision 025): only what was
 * sent, nothing stored. The registration's own address is e-mailed where it stands and its payment page instead.
 */
export const alreadyRegisteredSchema = z.object({
  alreadyRegistered: z.literal(true),
  email: z.email(),
  trainingPackage: packageIdSchema,
  sessionId: idSchema.optional(),
})
export type AlreadyRegistered = z.infer<typeof alreadyRegisteredSchema>

/** What POST /registrations answers: the new registration (201), or that the e-mail is already registered (200). */
export const registrationAnswerSchema = z.union([registrationSchema, alreadyRegisteredSchema])
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>

export const readStateInputSchema = z.strictObject({ read: z.boolean() })
