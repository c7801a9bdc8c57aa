import type { Course, CourseInstance } from 'schema-dts'
import { sessionDay, upcomingSessions } from '../../api/rules/training-schedule'
import type { SiteSettings, TrainingPackage, TrainingProgram, TrainingSession } from '../../api/schemas'
import { companyReference } from './company'
import type { JsonLd } from './json-ld'
import { absoluteUrl } from './site-url'

const CURRENCY = 'NGN'
const IN_STOCK = 'https://schema.org/InStock'
const SOLD_OUT = 'https://schema.org/SoldOut'

type CourseContent = {
  settings: SiteSettings
  program: TrainingProgram
  packages: readonly TrainingPackage[]
  sessions: readonly TrainingSession[]
  /** Lagos day, 'YYYY-MM-DD': the sessions before it are over and left out. */
  today: string
}

function courseInstance({ settings }: CourseContent, session: TrainingSession): CourseInstance {
  return {
    '@type': 'CourseInstance',
    name: session.title,
    courseMode: 'Onsite',
    startDate: sessionDay(session),
    location: { '@type': 'Place', name: session.location, address: settings.officeAddress.replace(/\s*\n\s*/g, ', ') },
    instructor: { '@type': 'Person', name: session.instructor },
    offers: {
      '@type': 'Offer',
      price: session.price,
      priceCurrency: CURRENCY,
      availability: session.seatsLeft > 0 ? IN_STOCK : SOLD_OUT,
      url: absoluteUrl(settings.siteUrl, '/training#registration'),
      category: 'Paid',
    },
  }
}

/** The training: the course, a price per package and an instance per upcoming session, all from the API. */
export function courseJsonLd(content: CourseContent): JsonLd<Course> {
  const { settings, program, packages, sessions, today } = content
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: program.heroTitle,
    description: program.heroSubtitle,
    url: absoluteUrl(settings.siteUrl, '/training'),
    image: absoluteUrl(settings.siteUrl, program.heroImage.src),
    provider: companyReference(settings),
    offers: packages.map((pack) => ({
      '@type': 'Offer',
      name: pack.name,
      description: pack.description,
      price: pack.price,
      priceCurrency: CURRENCY,
      category: 'Paid',
      url: absoluteUrl(settings.siteUrl, '/training#registration'),
    })),
    hasCourseInstance: upcomingSessions(sessions, today).map((session) => courseInstance(content, session)),
  }
}
