import type { LocalBusiness, Organization } from 'schema-dts'
import type { SiteSettings } from '../../api/schemas'
import type { JsonLd } from './json-ld'
import { openingHours } from './opening-hours'
import { absoluteUrl } from './site-url'

const socialProfiles = (settings: SiteSettings) =>
  [settings.facebookUrl, settings.twitterUrl, settings.instagramUrl, settings.linkedinUrl].filter(Boolean)

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ', ')

const companyId = (settings: SiteSettings) => `${absoluteUrl(settings.siteUrl, '/')}#company`

/** The company as a course provider: the LocalBusiness of every page, named by its id. */
export const companyReference = (settings: SiteSettings): Organization => ({
  '@type': 'Organization',
  '@id': companyId(settings),
  name: settings.siteName,
  url: absoluteUrl(settings.siteUrl, '/'),
})

/** The company, every fact from the site settings: on every public page. */
export function companyJsonLd(settings: SiteSettings): JsonLd<LocalBusiness> {
  const phones = [settings.contactPhone, settings.secondaryPhone].filter(Boolean)
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': companyId(settings),
    name: settings.siteName,
    description: settings.tagline,
    url: absoluteUrl(settings.siteUrl, '/'),
    logo: absoluteUrl(settings.siteUrl, settings.logoLight),
    image: absoluteUrl(settings.siteUrl, settings.logoLight),
    email: settings.contactEmail,
    telephone: settings.contactPhone,
    address: [settings.address, settings.officeAddress].map((address) => ({
      '@type': 'PostalAddress',
      streetAddress: oneLine(address),
      addressCountry: 'NG',
    })),
    contactPoint: phones.map((telephone) => ({
      '@type': 'ContactPoint',
      telephone,
      email: settings.contactEmail,
      contactType: 'customer service',
    })),
    openingHoursSpecification: openingHours(settings.workingHours),
    sameAs: socialProfiles(settings),
  }
}
