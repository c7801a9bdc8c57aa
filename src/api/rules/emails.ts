import type { ContactMessage, EmailTemplate, EmailTemplates, NotificationEmail, Registration, SiteSettings, TrainingPackage } from '../schemas'

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 })

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

const written = (template: EmailTemplate, to: string, values: Values): NotificationEmail => ({
  to,
  subject: fillTemplate(template.subject, values).replace(/\s+/g, ' ').trim(),
  body: fillTemplate(template.body, values),
})

type Settings = Pick<SiteSettings, 'siteName' | 'contactEmail' | 'trainingEmail' | 'bank'>

/** What a registrant receives: that the registration arrived, and how to pay (the success screen's promise). */
export function registrantEmail(
  registration: Pick<Registration, 'fullName' | 'email' | 'amount' | 'sessionId' | 'sessionTitle'>,
  pkg: Pick<TrainingPackage, 'name' | 'paymentUrl'>,
  settings: Settings,
  templates: EmailTemplates = DEFAULT_EMAIL_TEMPLATES,
): NotificationEmail {
  return written(templates.registrationReceived, registration.email, {
    name: registration.fullName,
    package: pkg.name,
    place: registration.sessionId ? `seat in ${registration.sessionTitle}` : 'place in the next cohort. We will e-mail you its dates as soon as they are set',
    amount: naira.format(registration.amount),
    paymentUrl: pkg.paymentUrl,
    bankName: settings.bank.bankName,
    accountName: settings.bank.accountName,
    accountNumber: settings.bank.accountNumber,
    trainingEmail: settings.trainingEmail,
    siteName: settings.siteName,
  })
}

/** What a registrant receives once the registration is paid online. Templates stored before it existed use the default. */
export function registrantPaidEmail(
  registration: Pick<Registration, 'fullName' | 'email' | 'amount' | 'sessionId' | 'sessionTitle'>,
  pkg: Pick<TrainingPackage, 'name'>,
  settings: Settings,
  templates: EmailTemplates = DEFAULT_EMAIL_TEMPLATES,
): NotificationEmail {
  return written(templates.registrationPaid ?? DEFAULT_EMAIL_TEMPLATES.registrationPaid!, registration.email, {
    name: registration.fullName,
    package: pkg.name,
    place: registration.sessionId ? `seat in ${registration.sessionTitle}` : 'place in the next cohort',
    amount: naira.format(registration.amount),
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
  return written(templates.contactMessageReceived, settings.contactEmail, {
    name: message.name,
    email: message.email,
    phone: message.phone || 'None',
    service: message.service,
    message: message.message,
  })
}
