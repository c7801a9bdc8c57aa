import { testimonials } from '../../api/resources/content'
import { QueryState } from '../../components/query-state'
import { HomeSection } from './home-section'
import { TestimonialSlider } from './testimonial-slider'

/** What clients say: one testimonial at a time. */
export function TestimonialsSection() {
  const list = testimonials.useList()
  return (
    <HomeSection section="testimonials" tone="soft">
      <QueryState query={list} label="testimonials">
        {(items) => <TestimonialSlider items={items} />}
      </QueryState>
    </HomeSection>
  )
}
