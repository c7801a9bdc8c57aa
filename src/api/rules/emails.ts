import { paymentPageUrl } from './payment-page'
import type { ContactMessage, EmailKind, EmailTemplate, EmailTemplates, NotificationEmail, Registration, SiteSettings, TrainingPackage } from '../schemas'
import { DEFAULT_EMAIL_TEMPLATES } from './email-texts'

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 })

type Values = Record<string, string>

/** `{key}` becomes its value; an unknown placeholder stays as written, so a typo shows in the e-mail rather than vanishing. */
export const fillTemplate = (text: string, values: Values) =>
  text.replace(/\{(\w+)\}/g, (placeholder, key: string) => (Object.hasOwn(values, key) ? values[key]! : placeholder))

/** The template of a kind; templates stored before a kind existed use its default. */
const templateOf = (templates: EmailTemplates, kind: EmailKind): EmailTemplate => templates[kind] ?? DEFAULT_EMAIL_TEMPLATES[kind]!

/** One e-mail of a kind to `to`: its template filled with `values`. */
export const written = (templates: EmailTemplates, kind: EmailKind, to: string, values: Values): NotificationEmail => {
  const template = templateOf(templates, kind)
  return { to, subject: fillTemplate(template.subject, values).replace(/\s+/g, ' ').trim(), body: fillTemplate(template.body, values) }
}

type Settings = Pick<SiteSettings, 'siteName' | 'siteUrl' | 'contactEmail' | 'trainingEmail' | 'bank'>

/** The e-mails a registrant receives about a registration. */
export const REGISTRANT_EMAIL_KINDS = ['registrationReceived', 'registrationPaid', 'holdReminder', 'registrationExpired', 'waitlistSeat'] as const
export type RegistrantEmailKind = (typeof REGISTRANT_EMAIL_KINDS)[number]

type Registered = Pick<Registration, 'fullName' | 'email' | 'amount' | 'sessionId' | 'sessionTitle'> &
  Partial<Pick<Registration, 'holdExpiresAt' | 'payment'>>

/** A deadline as the registrant reads it: Lagos time, with the day spelled out. */
const lagosTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Africa/Lagos' })
export const deadlineText = (iso: string) => `${lagosTime.format(new Date(iso))} (Lagos time)`

/** Only the payment information of a new registration says when a next-cohort place gets its dates. */
const NEXT_COHORT_PLACE: Partial<Record<RegistrantEmailKind, string>> = {
  registrationReceived: 'place in the next cohort. We will e-mail you its dates as soon as they are set',
}

/**
 * What a registrant receives about a registration, one way for every kind: received (with how to pay), paid, the
 * hold about to lapse, expired, a seat from the waiting list. The card link is the registration's payment page on the
 * site (its status, and its checkout one click away, however long after the e-mail), else the package's fixed link.
 */
export function registrantEmail(
  kind: RegistrantEmailKind,
  registration: Registered,
  pkg: Pick<TrainingPackage, 'name' | 'paymentUrl'>,
  settings: Settings,
  templates: EmailTemplates = DEFAULT_EMAIL_TEMPLATES,
): NotificationEmail {
  return written(templates, kind, registration.email, {
    name: registration.fullName,
    package: pkg.name,
    place: registration.sessionId ? `seat in ${registration.sessionTitle}` : (NEXT_COHORT_PLACE[kind] ?? 'place in the next cohort'),
    amount: naira.format(registration.amount),
    paymentUrl: registration.payment ? paymentPageUrl(settings.siteUrl, registration.payment.reference) : pkg.paymentUrl,
    holdExpiresAt: registration.holdExpiresAt ? deadlineText(registration.holdExpiresAt) : 'further notice',
    bankName: settings.bank.bankName,
    accountName: settings.bank.accountName,
    accountNumber: settings.bank.accountNumber,
    trainingEmail: settings.trainingEmail,
    siteName: settings.siteName,
  })
}

/** What the staff receive (at the site's contact address) for each contact message. */
export function contactStaffEmail(
  message: Pick<ContactMessage, 'name' | 'email' | 'phone' | 'service' | 'message'>,
  settings: Settings,
  templates: EmailTemplates = DEFAULT_EMAIL_TEMPLATES,
): NotificationEmail {
  return written(templates, 'contactMessageReceived', settings.contactEmail, {
    name: message.name,
    email: message.email,
    phone: message.phone || 'None',
    service: message.service,
    message: message.message,
  })
}
