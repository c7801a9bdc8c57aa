import { useState } from 'react'
import { createPath, useNavigate } from 'react-router-dom'
import {
  curriculumModules,
  trainers,
  trainingPackages,
  trainingProgram,
  trainingTestimonials,
  useTrainingSessions,
} from '../../api/resources/training'
import { CtaBanner } from '../../components/cta-banner'
import { CourseJsonLd } from './course-json-ld'
import { formatDate } from '../../lib/format'
import { createChoiceChannel, type TrainingChoice } from './choice'
import { PackagesSection } from './packages-section'
import { RegistrationSection } from './registration/registration-section'
import { TrainingHero } from './training-hero'
import { TrainingTabs } from './training-tabs'
import { useHashScroll } from './use-hash-scroll'
import { useTrainingTab } from './use-training-tab'
import { usePageSection } from '../../components/page-kit/use-page-section'
import { TRAINING_COPY_PAGE } from './training-copy'
import { NEW_DATES_COMING, useNextStart } from './next-start'

/** /training: hero, the four tabs, the call to action, the packages and the registration (anchors #schedule, #registration). */
export function TrainingPage() {
  const program = trainingProgram.useDetail()
  const sessions = useTrainingSessions()
  const packages = trainingPackages.useList()
  // Loaded here too, so an anchor is scrolled to only once everything above it has its final height.
  const tabContent = [trainingTestimonials.useList(), curriculumModules.useList(), trainers.useList()]
  const { query: copy, section: cta } = usePageSection(TRAINING_COPY_PAGE, 'training-cta')
  const ready = [program, sessions, packages, copy, ...tabContent].every((query) => !query.isPending)
  useHashScroll(ready)

  const { tab, setTab, sectionLink } = useTrainingTab()
  const navigate = useNavigate()
  const [choices] = useState(createChoiceChannel)
  const registrationLink = sectionLink('registration')

  const choose = (choice: TrainingChoice) => {
    choices.choose(choice)
    void navigate(registrationLink)
  }

  const next = useNextStart(sessions.data ?? [])
  return (
    <>
      <TrainingHero
        program={program.data}
        sessions={sessions.data}
        registrationLink={registrationLink}
        scheduleLink={sectionLink('schedule')}
      />
      <TrainingTabs
        tab={tab}
        onTabChange={setTab}
        program={program}
        sessions={sessions}
        registrationLink={registrationLink}
        onRegister={choose}
      />
      {cta?.heading ? (
        <CtaBanner
          title={cta.heading}
          text={
            !sessions.data
              ? undefined
              : next
                ? `The next training starts on ${formatDate(next)}. Seats are limited, so reserve yours today.`
                : `${NEW_DATES_COMING}. Register now and we will keep your place in the next cohort.`
          }
          actions={[
            { label: 'Reserve Your Spot', to: createPath(registrationLink) },
            { label: 'View Schedule', to: '/training#schedule', variant: 'secondary' },
            { label: 'Learn More', to: '/training', variant: 'secondary' },
          ]}
        />
      ) : null}
      <PackagesSection packages={packages} sessions={sessions.data ?? []} program={program.data} onChoose={choose} />
      <RegistrationSection choices={choices} packages={packages} sessions={sessions.data ?? []} program={program.data} />
      <CourseJsonLd program={program.data} packages={packages.data} sessions={sessions.data} />
    </>
  )
}
