import { useQuery } from '@tanstack/react-query'
import { siteSettings } from '../../api/resources/settings'
import type { TrainingPackage, TrainingProgram, TrainingSession } from '../../api/schemas'
import { JsonLdScript } from '../../components/seo/json-ld-script'
import { useToday } from '../../lib/use-today'
import { courseJsonLd } from '../../lib/structured-data/course'

type CourseJsonLdProps = {
  program: TrainingProgram | undefined
  packages: TrainingPackage[] | undefined
  sessions: TrainingSession[] | undefined
}

/** The training as a schema.org Course, once its content has loaded. */
export function CourseJsonLd({ program, packages, sessions }: CourseJsonLdProps) {
  const { data: settings } = useQuery(siteSettings.detail())
  const today = useToday()
  if (!settings || !program || !packages || !sessions) return null
  return <JsonLdScript data={courseJsonLd({ settings, program, packages, sessions, today })} />
}
