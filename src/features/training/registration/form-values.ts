import type { Resolver } from 'react-hook-form'
import { lazyZodResolver } from '../../../api/lazy-zod-resolver'
import type { GENDERS, PROFESSIONAL_STATUSES, REFERRAL_SOURCES, RegistrationInput } from '../../../api/schemas'

/** What the form holds while a person types: every select starts empty, so its value is a plain string. */
export interface RegistrationFormValues {
  fullName: string
  email: string
  gender: string
  professionalStatus: string
  phone: string
  whatsappNumber: string
  address: string
  organization: string
  trainingPackage: string
  referralSource: string
  termsAccepted: boolean
  sessionId: string
  /** Offered when every upcoming session of the package is full. */
  waitlist: boolean
}

export const EMPTY_REGISTRATION: RegistrationFormValues = {
  fullName: '',
  email: '',
  gender: '',
  professionalStatus: '',
  phone: '',
  whatsappNumber: '',
  address: '',
  organization: '',
  trainingPackage: '',
  referralSource: '',
  termsAccepted: false,
  sessionId: '',
  waitlist: false,
}

export const REGISTRATION_FIELDS = Object.keys(EMPTY_REGISTRATION) as (keyof RegistrationFormValues)[]

export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
}

export const STATUS_LABELS: Record<(typeof PROFESSIONAL_STATUSES)[number], string> = {
  student: 'Student',
  'job-seeker': 'Job Seeker',
  installer: 'Installer',
  professional: 'Professional',
}

export const REFERRAL_LABELS: Record<(typeof REFERRAL_SOURCES)[number], string> = {
  facebook: 'Facebook',
  billboard: 'Billboard',
  friend: 'A friend',
  whatsapp: 'WhatsApp',
  online: 'Online',
}

/** Empty optional fields are left out, so the contract's schema sees "not given" rather than "". */
function withoutEmptyOptionals(values: RegistrationFormValues): Record<string, unknown> {
  const { organization, sessionId, waitlist, ...rest } = values
  return {
    ...rest,
    ...(organization.trim() ? { organization } : {}),
    ...(sessionId ? { sessionId } : {}),
    ...(waitlist ? { waitlist } : {}),
  }
}

const contractResolver = lazyZodResolver<Record<string, unknown>, RegistrationInput>((s) => s.registrationInputSchema)

/** The contract's own schema (the spec's rules and messages), fed the form's values. */
export const registrationResolver: Resolver<RegistrationFormValues, unknown, RegistrationInput> = (values, context, options) =>
  contractResolver(
    withoutEmptyOptionals(values),
    context,
    options as unknown as Parameters<typeof contractResolver>[2],
  ) as ReturnType<Resolver<RegistrationFormValues, unknown, RegistrationInput>>
