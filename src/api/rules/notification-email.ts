import { registrationPrice } from './registration-lifecycle'
import { NEXT_COHORT_TITLE } from './training-schedule'
import type { NotificationEmail, RegistrationInput, TrainingPackage, TrainingSession } from '../schemas'

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 })

const sessionLine = (session: TrainingSession | null) =>
  session
    ? `${session.title}, ${session.date.day} ${session.date.month} ${session.date.year}, ${session.time}, ${session.location}`
    : `${NEXT_COHORT_TITLE}; no seat taken yet`

/** The e-mail the training team receives for each registration, as specified; no session: the next cohort. */
export function buildRegistrationEmail(
  input: RegistrationInput,
  pkg: TrainingPackage,
  session: TrainingSession | null,
  to: string,
): NotificationEmail {
  const lines = [
    `A new registration for the ${pkg.name} package was received.`,
    '',
    `Full Name: ${input.fullName}`,
    `Email: ${input.email}`,
    `Phone Number: ${input.phone}`,
    `WhatsApp Number: ${input.whatsappNumber}`,
    `Address: ${input.address}`,
    `Gender: ${input.gender}`,
    `Professional Status: ${input.professionalStatus}`,
    `Organization: ${input.organization || 'None'}`,
    `Training Package: ${pkg.name} (${naira.format(registrationPrice(pkg, session))}, ${pkg.durationMonths} month${pkg.durationMonths > 1 ? 's' : ''})`,
    `Session: ${sessionLine(session)}`,
    `How did you hear about us?: ${input.referralSource}`,
    `Terms accepted: ${input.termsAccepted ? 'Yes' : 'No'}`,
  ]
  return {
    to,
    subject: `New Training Registration: ${input.fullName} - ${pkg.name} Package`,
    body: lines.join('\n'),
  }
}
