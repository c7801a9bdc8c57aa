import { Box, Title } from '@mantine/core'
import { trainingTestimonials } from '../../../api/resources/training'
import type { TrainingProgram } from '../../../api/schemas'
import { QueryState } from '../../../components/query-state'
import { Section } from '../../../components/section'
import { VideoPlayer } from '../../../components/video-player'
import { FeatureSplit } from './feature-split'
import { TraineeTestimonials } from './trainee-testimonials'
import { WhyChoose } from './why-choose'

/** The default tab: what the training is, the video, how it is taught, why here, and what trainees say. */
export function OverviewTab({ program }: { program: TrainingProgram }) {
  const testimonials = trainingTestimonials.useList()
  return (
    <>
      <Section title={program.intro.title} eyebrow="The programme" intro={program.intro.text}>
        <Box maw={960} mx="auto">
          <Title order={3} ta="center" mb="md">
            {program.video.title}
          </Title>
          <VideoPlayer video={program.video} showTitle={false} />
        </Box>
      </Section>
      <FeatureSplit copy={program.handsOn} eyebrow="Practice" tone="soft" />
      <FeatureSplit copy={program.classroom} eyebrow="Theory" reverse />
      <WhyChoose copy={program.whyChoose} />
      <Section title="What Our Trainees Say" eyebrow="Testimonials" tone="soft">
        <QueryState query={testimonials} label="trainee testimonials">
          {(items) => <TraineeTestimonials testimonials={items} />}
        </QueryState>
      </Section>
    </>
  )
}
