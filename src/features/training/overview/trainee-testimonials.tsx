import { Carousel } from '@mantine/carousel'
import { Group, Stack, Text } from '@mantine/core'
import type { TrainingTestimonial } from '../../../api/schemas'
import { ResponsiveImage } from '../../../components/responsive-image'
import { StarRating } from '../../../components/star-rating'
import classes from '../training.module.css'

/** Training testimonials always show five stars, as specified. */
const STARS = 5

/** One testimonial per view, two on medium and three on large screens; arrows and keyboard move it. */
export function TraineeTestimonials({ testimonials }: { testimonials: TrainingTestimonial[] }) {
  return (
    <Carousel
      aria-label="Trainee testimonials"
      slideSize={{ base: '100%', md: '50%', lg: '33.333%' }}
      slideGap="lg"
      emblaOptions={{ align: 'start', loop: true }}
      controlSize={40}
      previousControlProps={{ 'aria-label': 'Previous testimonial' }}
      nextControlProps={{ 'aria-label': 'Next testimonial' }}
      classNames={{ root: classes.carousel, controls: classes.carouselControls, control: classes.carouselControl }}
    >
      {testimonials.map((testimonial, index) => (
        <Carousel.Slide key={testimonial.id} aria-label={`${index + 1} of ${testimonials.length}`}>
          <figure className={classes.quoteCard}>
            <StarRating value={STARS} />
            <blockquote className={classes.quote}>
              <Text>“{testimonial.quote}”</Text>
            </blockquote>
            <figcaption>
              <Group gap="md" wrap="nowrap">
                <div className={classes.avatar}>
                  <ResponsiveImage image={testimonial.avatar} sizes="56px" cover />
                </div>
                <Stack gap={0}>
                  <Text fw={700}>{testimonial.name}</Text>
                  <Text size="sm" c="gray.7">
                    {testimonial.role}
                  </Text>
                </Stack>
              </Group>
            </figcaption>
          </figure>
        </Carousel.Slide>
      ))}
    </Carousel>
  )
}
