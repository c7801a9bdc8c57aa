import { paymentPageUrl } from './payment-page'
import type { ContactMessage, EmailKind, EmailTemplate, EmailTemplates, NotificationEmail, Registration, SiteSettings, TrainingPackage } from '../schemas'

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 })

/** How to pay, the close of every e-mail that asks for a payment: by card, or by bank transfer with its proof. */
const HOW_TO_PAY = [
  'Pay by card: {paymentUrl}',
  '',
  'Or pay by bank transfer:',
  'Bank: {bankName}',
  'Account name: {accountName}',
  'Account number: {accountNumber}',
  'Amount: {amount}',
  '',
  'After a transfer, e-mail your proof of payment to {trainingEmail} so we can confirm your seat.',
  '',
  '{siteName}',
]

/** The texts the site starts with (the seed's, and the ones used while no template is stored). */
export const DEFAULT_EMAIL_TEMPLATES: EmailTemplates = {
  id: 'email-templates',
  registrationReceived: {
    subject: 'Registration received: {package} package',
    body: [
      'Dear {name},',
      '',
      'Thank you for registering for the {package} solar training package. We have received your registration.',
      'Please follow the payment instructions below to confirm your {place}.',
      '',
      ...HOW_TO_PAY,
    ].join('\n'),
  },
  registrationPaid: {
    subject: 'Payment received: {package} package',
    body: [
      'Dear {name},',
      '',
      'We have received your payment of {amount} for the {package} solar training package. Your {place} is confirmed.',
      '',
      'Questions? Write to {trainingEmail}.',
      '',
      '{siteName}',
    ].join('\n'),
  },
  holdReminder: {
    subject: 'Your seat is held until {holdExpiresAt}: {package} package',
    body: [
      'Dear {name},',
      '',
      'Your {place} is held for you until {holdExpiresAt}. After that, the seat is released and offered to others.',
      '',
      ...HOW_TO_PAY,
    ].join('\n'),
  },
  registrationExpired: {
    subject: 'Your seat was released: {package} package',
    body: [
      'Dear {name},',
      '',
      'We did not receive your payment for the {package} solar training package in time, so your {place} was released.',
      '',
      'You are welcome to register again while seats are open. Questions? Write to {trainingEmail}.',
      '',
      '{siteName}',
    ].join('\n'),
  },
  waitlistSeat: {
    subject: 'A seat is yours: {package} package',
    body: [
      'Dear {name},',
      '',
      'Good news: a {place} has come free for you from the waiting list. It is held for you until {holdExpiresAt}.',
      '',
      ...HOW_TO_PAY,
    ].join('\n'),
  },
  registrationNotice: {
    subject: 'New Training Registration: {name} - {package} Package',
    body: [
      'A new registration for the {package} package was received.',
      '',
      'Full Name: {name}',
      'Email: {email}',
      'Phone Number: {phone}',
      'WhatsApp Number: {whatsappNumber}',
      'Address: {address}',
      'Gender: {gender}',
      'Professional Status: {professionalStatus}',
      'Organization: {organization}',
      'Training Package: {package} ({amount}, {duration})',
      'Session: {session}',
      'How did you hear about us?: {referralSource}',
      'Terms accepted: {termsAccepted}',
    ].join('\n'),
  },
  contactMessageReceived: {
    subject: 'New contact message: {name} ({service})',
    body: [
      'A new message was sent from the contact form.',
      '',
      'Name: {name}',
      'Email: {email}',
      'Phone: {phone}',
      'Service: {service}',
      '',
      '{message}',
    ].join('\n'),
  },
}

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
