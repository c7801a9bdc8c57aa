import { Box, Title } from '@mantine/core'
import { trainingTestimonials } from '../../../api/resources/training'
import type { TrainingProgram } from '../../../api/schemas'
import { QueryState } from '../../../components/query-state'
import { PageSection } from '../../../components/page-kit/page-section'
import { Section } from '../../../components/section'
import { VideoPlayer } from '../../../components/video-player'
import { usePage } from '../../../api/resources/pages'
import { findSection } from '../../../components/page-kit/use-page-section'
import { TRAINING_COPY_PAGE } from '../training-copy'
import { FeatureSplit } from './feature-split'
import { TraineeTestimonials } from './trainee-testimonials'
import { WhyChoose } from './why-choose'

/** The default tab: what the training is, the video, how it is taught, why here, and what trainees say. */
export function OverviewTab({ program }: { program: TrainingProgram }) {
  const testimonials = trainingTestimonials.useList()
  const { data: copy } = usePage(TRAINING_COPY_PAGE)
  const eyebrow = (id: string) => findSection(copy, id)?.eyebrow
  return (
    <>
      <Section title={program.intro.title} eyebrow={eyebrow('training-intro')} intro={program.intro.text}>
        <Box maw={960} mx="auto">
          <Title order={3} ta="center" mb="md">
            {program.video.title}
          </Title>
          <VideoPlayer video={program.video} showTitle={false} />
        </Box>
      </Section>
      <FeatureSplit copy={program.handsOn} eyebrow={eyebrow('training-hands-on')} tone="soft" />
      <FeatureSplit copy={program.classroom} eyebrow={eyebrow('training-classroom')} reverse />
      <WhyChoose copy={program.whyChoose} eyebrow={eyebrow('training-why')} />
      <PageSection page={TRAINING_COPY_PAGE} section="training-testimonials" tone="soft">
        <QueryState query={testimonials} label="trainee testimonials">
          {(items) => <TraineeTestimonials testimonials={items} />}
        </QueryState>
      </PageSection>
    </>
  )
}
