import { registrationPrice } from '../../src/api/rules/registration-lifecycle'
import { NEXT_COHORT_TITLE } from '../../src/api/rules/training-schedule'
import type { EmailTemplates, NotificationEmail, RegistrationInput, TrainingPackage, TrainingSession } from '../../src/api/schemas'
import { DEFAULT_EMAIL_TEMPLATES } from './email-texts'
import { written } from './emails'

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 })

const sessionLine = (session: TrainingSession | null) =>
  session
    ? `${session.title}, ${session.date.day} ${session.date.month} ${session.date.year}, ${session.time}, ${session.location}`
    : `${NEXT_COHORT_TITLE}; no seat taken yet`

/**
 * The e-mail the training team receives for each registration, as specified (its words are the `registrationNotice`
 * template, which an admin may edit); no session: the next cohort.
 */
export function buildRegistrationEmail(
  input: RegistrationInput,
  pkg: TrainingPackage,
  session: TrainingSession | null,
  to: string,
  templates: EmailTemplates = DEFAULT_EMAIL_TEMPLATES,
): NotificationEmail {
  return written(templates, 'registrationNotice', to, {
    name: input.fullName,
    email: input.email,
    phone: input.phone,
    whatsappNumber: input.whatsappNumber,
    address: input.address,
    gender: input.gender,
    professionalStatus: input.professionalStatus,
    organization: input.organization || 'None',
    package: pkg.name,
    amount: naira.format(registrationPrice(pkg, session)),
    duration: `${pkg.durationMonths} month${pkg.durationMonths > 1 ? 's' : ''}`,
    session: sessionLine(session),
    referralSource: input.referralSource,
    termsAccepted: input.termsAccepted ? 'Yes' : 'No',
  })
}
