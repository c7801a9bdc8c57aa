import type { z } from 'zod'
import { DEFAULT_HOLD_HOURS } from '../../../api/rules/registration-lifecycle'
import { siteSettingsSchema, type SiteSettings } from '../../../api/schemas'

/** The part of the site settings the Site tab edits (logos are on the Appearance tab, hours on the contact page). */
export const siteFormSchema = siteSettingsSchema.pick({
  siteName: true,
  tagline: true,
  siteUrl: true,
  footerText: true,
  contactEmail: true,
  contactPhone: true,
  secondaryPhone: true,
  trainingEmail: true,
  registrationHoldHours: true,
  address: true,
  officeAddress: true,
  facebookUrl: true,
  twitterUrl: true,
  instagramUrl: true,
  linkedinUrl: true,
  bank: true,
})
export type SiteForm = z.infer<typeof siteFormSchema>
type SiteFieldName = Exclude<keyof SiteForm, 'bank'> | `bank.${keyof SiteForm['bank']}`

export function pickSiteForm(settings: SiteSettings): SiteForm {
  const keys = Object.keys(siteFormSchema.shape) as Array<keyof SiteForm>
  const picked = Object.fromEntries(keys.map((key) => [key, settings[key]])) as SiteForm
  return { ...picked, registrationHoldHours: settings.registrationHoldHours ?? DEFAULT_HOLD_HOURS, bank: { ...settings.bank } }
}

export interface SiteFieldSpec {
  name: SiteFieldName
  label: string
  type?: 'email' | 'url' | 'tel' | 'number'
  multiline?: boolean
  required?: boolean
  description?: string
  autoComplete?: string
}

const url = (name: SiteFieldName, label: string): SiteFieldSpec => ({
  name,
  label,
  type: 'url',
  description: 'Leave empty to hide it',
})

export const SITE_FIELD_GROUPS: Array<{ legend: string; fields: SiteFieldSpec[] }> = [
  {
    legend: 'General',
    fields: [
      { name: 'siteName', label: 'Site Name', required: true },
      { name: 'tagline', label: 'Tagline', required: true },
      { name: 'siteUrl', label: 'Site URL', type: 'url' },
      { name: 'footerText', label: 'Footer Text', multiline: true },
    ],
  },
  {
    legend: 'Contact',
    fields: [
      { name: 'contactEmail', label: 'Contact Email', type: 'email', required: true },
      { name: 'contactPhone', label: 'Contact Phone', type: 'tel', required: true },
      { name: 'secondaryPhone', label: 'Secondary Phone', type: 'tel' },
      {
        name: 'trainingEmail',
        label: 'Training Email',
        type: 'email',
        required: true,
        description: 'Receives proof of payment from trainees',
      },
      { name: 'address', label: 'Address', multiline: true, required: true, description: 'Head office' },
      {
        name: 'officeAddress',
        label: 'Office Address',
        multiline: true,
        required: true,
        description: 'Shown in the footer and on the contact page',
      },
    ],
  },
  {
    legend: 'Social Links',
    fields: [
      url('facebookUrl', 'Facebook URL'),
      url('twitterUrl', 'Twitter URL'),
      url('instagramUrl', 'Instagram URL'),
      url('linkedinUrl', 'LinkedIn URL'),
    ],
  },
  {
    legend: 'Training Registrations',
    fields: [
      {
        name: 'registrationHoldHours',
        label: 'Seat Hold (hours)',
        type: 'number',
        required: true,
        description: 'How long an unpaid registration keeps its seat before it expires and the seat returns (1 to 720)',
      },
    ],
  },
  {
    legend: 'Bank Details (training payments)',
    fields: [
      { name: 'bank.bankName', label: 'Bank Name', required: true },
      { name: 'bank.accountName', label: 'Account Name', required: true },
      { name: 'bank.accountNumber', label: 'Account Number', required: true, description: '10 digits' },
    ],
  },
]
