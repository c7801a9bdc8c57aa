import type { EmailTemplates } from '../../src/api/schemas'

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
  alreadyRegistered: {
    subject: 'You are already registered: {package} package',
    body: [
      'Dear {name},',
      '',
      'Our training registration form was just sent again with this e-mail address. You are already registered for the {package} solar training package, so nothing new was registered.',
      '',
      '{nextStep}',
      '',
      'If you did not send the form, you can ignore this e-mail: nothing has changed. Questions? Write to {trainingEmail}.',
      '',
      '{siteName}',
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
