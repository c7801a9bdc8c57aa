import { z } from 'zod'
import { listPageSchema } from '../registry/list-page'
import { MAX_PAGE_SIZE } from '../registry/list-query'
import { idSchema, isoDateTimeSchema, plainText } from './common'

const text = (label: string, max: number, multiline = false) =>
  plainText(z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`), { multiline })

/** The words of one kind of e-mail; `{name}`-style placeholders are filled in when it is written. */
export const emailTemplateSchema = z.strictObject({
  subject: text('Subject', 200),
  body: text('Body', 5000, true),
})
export type EmailTemplate = z.infer<typeof emailTemplateSchema>

/** What the site e-mails, editable by an admin: to the registrant about a registration, and to the staff on a contact message. */
export const emailTemplatesSchema = z.strictObject({
  id: idSchema,
  registrationReceived: emailTemplateSchema,
  /** Optional: templates stored before online payment have none (the default text is used). */
  registrationPaid: emailTemplateSchema.optional(),
  /** Optional, like the paid one: templates stored before these kinds existed use the default texts. */
  holdReminder: emailTemplateSchema.optional(),
  registrationExpired: emailTemplateSchema.optional(),
  waitlistSeat: emailTemplateSchema.optional(),
  /** To the stored address when the registration form is sent again for what it already holds (the answer carries nothing stored). */
  alreadyRegistered: emailTemplateSchema.optional(),
  /** To the staff (the training e-mail) on each registration. */
  registrationNotice: emailTemplateSchema.optional(),
  contactMessageReceived: emailTemplateSchema,
})
export type EmailTemplates = z.infer<typeof emailTemplatesSchema>
export type EmailKind = Exclude<keyof EmailTemplates, 'id'>

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const

/**
 * One e-mail of the outbox. `failed`: its last attempt failed (it is tried again later, a few times, unless resent);
 * `queued`: waiting for its first attempt.
 */
export const outboxMailSchema = z.object({
  id: idSchema,
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  sentAt: isoDateTimeSchema.nullable(),
})
export type OutboxMail = z.infer<typeof outboxMailSchema>

export const outboxPageSchema = listPageSchema(outboxMailSchema)
export type OutboxPage = z.infer<typeof outboxPageSchema>

/** The outbox's query parameters, as the OpenAPI document gives them (the route reads them itself). */
export const outboxQuery = {
  page: { schema: z.int().min(1).default(1), description: 'The page, from 1' },
  pageSize: { schema: z.int().min(1).max(MAX_PAGE_SIZE).default(20), description: 'E-mails a page' },
}
