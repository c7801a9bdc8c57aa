// The forms' choices, free of zod: a public page renders its form's options before the schemas load.
export const CONTACT_SERVICES = ['residential', 'commercial', 'battery', 'maintenance', 'consultation'] as const
export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const
export const PROFESSIONAL_STATUSES = ['student', 'job-seeker', 'installer', 'professional'] as const
export const REFERRAL_SOURCES = ['facebook', 'billboard', 'friend', 'whatsapp', 'online'] as const
