import { paymentPageUrl } from '../../src/api/rules/payment-page'
import type { ContactMessage, EmailKind, EmailTemplate, EmailTemplates, NotificationEmail, Registration, SiteSettings, TrainingPackage } from '../../src/api/schemas'
import { DEFAULT_EMAIL_TEMPLATES } from './email-texts'
import { STATUS_TEXT } from '../../src/api/rules/registration-lifecycle'

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
  return written(templates, kind, registration.email, registrantValues(kind, registration, pkg, settings))
}

function registrantValues(
  kind: RegistrantEmailKind | 'alreadyRegistered',
  registration: Registered,
  pkg: Pick<TrainingPackage, 'name' | 'paymentUrl'>,
  settings: Settings,
): Values {
  return {
    name: registration.fullName,
    package: pkg.name,
    place: registration.sessionId
      ? `seat in ${registration.sessionTitle}`
      : (NEXT_COHORT_PLACE[kind as RegistrantEmailKind] ?? 'place in the next cohort'),
    amount: naira.format(registration.amount),
    paymentUrl: registration.payment ? paymentPageUrl(settings.siteUrl, registration.payment.reference) : pkg.paymentUrl,
    holdExpiresAt: registration.holdExpiresAt ? deadlineText(registration.holdExpiresAt) : 'further notice',
    bankName: settings.bank.bankName,
    accountName: settings.bank.accountName,
    accountNumber: settings.bank.accountNumber,
    trainingEmail: settings.trainingEmail,
    siteName: settings.siteName,
  }
}

/** Where a registration stands and what its registrant can do now, in one paragraph. */
function nextStepOf(registration: Registered & Pick<Registration, 'status'>, values: Values): string {
  if (registration.status === 'waiting')
    return `You are on the waiting list of ${registration.sessionTitle}. We will e-mail you when a seat is yours; no payment is due until then.`
  if (registration.status === 'paid') return `We have received your payment: your ${values.place} is confirmed.`
  const held = registration.holdExpiresAt ? ` It is held for you until ${values.holdExpiresAt}.` : ''
  return `Your ${values.place} awaits payment.${held} Your payment page, to pay by card or by bank transfer: ${values.paymentUrl}`
}

/**
 * To the address a registration is stored under, when the form is sent again for it: the sender's answer carries
 * nothing stored, so the registrant hears here where the registration stands and gets the link to its payment page.
 */
export function alreadyRegisteredEmail(
  registration: Registered & Pick<Registration, 'status'>,
  pkg: Pick<TrainingPackage, 'name' | 'paymentUrl'>,
  settings: Settings,
  templates: EmailTemplates = DEFAULT_EMAIL_TEMPLATES,
): NotificationEmail {
  const values = registrantValues('alreadyRegistered', registration, pkg, settings)
  return written(templates, 'alreadyRegistered', registration.email, {
    ...values,
    status: STATUS_TEXT[registration.status].toLowerCase(),
    nextStep: nextStepOf(registration, values),
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
