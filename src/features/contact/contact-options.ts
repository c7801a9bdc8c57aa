import type { ContactInput } from '../../api/schemas'
import { CONTACT_SERVICES } from '../../api/schemas/options'

/** Readable labels of the contact form's service options, as specified. */
export const SERVICE_LABELS: Record<ContactInput['service'], string> = {
  residential: 'Residential Solar',
  commercial: 'Commercial Solar',
  battery: 'Battery Storage',
  maintenance: 'Maintenance',
  consultation: 'Energy Consultation',
}

export const SERVICE_OPTIONS = [
  { value: '', label: 'Select a service' },
  ...CONTACT_SERVICES.map((value) => ({ value, label: SERVICE_LABELS[value] })),
]

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'service', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export const isContactField = (path: string): path is ContactField => (CONTACT_FIELDS as readonly string[]).includes(path)

export const SEND_FAILED = 'Your message could not be sent. Please try again.'
