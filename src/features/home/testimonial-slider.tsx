import { ActionIcon, Group, Text, UnstyledButton } from '@mantine/core'
import { IconChevronLeft, IconChevronRight, IconQuote } from '@tabler/icons-react'
import type { KeyboardEvent } from 'react'
import type { Testimonial } from '../../api/schemas'
import { ResponsiveImage } from '../../components/responsive-image'
import { StarRating } from '../../components/star-rating'
import { useSlideshow } from './slideshow'
import classes from './testimonials.module.css'

/** One testimonial visible at a time; previous, next and the dots wrap around. Nothing moves by itself. */
export function TestimonialSlider({ items }: { items: Testimonial[] }) {
  const { index, goTo, next, previous } = useSlideshow(items.length)
  const count = items.length

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous()
    else if (event.key === 'ArrowRight') next()
    else return
    event.preventDefault()
  }

  return (
    <div
      className={classes.slider}
      role="region"
      aria-roledescription="carousel"
      aria-label="Client testimonials"
      onKeyDown={onKeyDown}
    >
      <div className={classes.track} aria-live="polite">
        {items.map((item, position) => {
          const active = position === index
          return (
            // The slide is the group (a figure with a caption may not take that role); the quote is its figure.
            <div
              key={item.id}
              className={classes.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              data-active={active || undefined}
            >
              <figure className={classes.figure}>
                <IconQuote size={44} className={classes.quoteMark} aria-hidden />
                <StarRating value={item.rating} size="md" />
                <blockquote className={classes.quote}>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className={classes.person}>
                  <span className={classes.avatar}>
                    <ResponsiveImage image={item.image} cover sizes="64px" />
                  </span>
                  <span>
                    <Text component="span" display="block" fw={800}>
                      {item.name}
                    </Text>
                    <Text component="span" display="block" size="sm" c="gray.7">
                      {item.title}
                    </Text>
                  </span>
                </figcaption>
              </figure>
            </div>
          )
        })}
      </div>
      {count > 1 ? (
        <Group justify="center" gap="md" mt="xl">
          <ActionIcon variant="default" size={44} radius="xl" onClick={previous} aria-label="Previous testimonial">
            <IconChevronLeft aria-hidden />
          </ActionIcon>
          <div className={classes.dots}>
            {items.map((item, dot) => (
              <UnstyledButton
                key={item.id}
                className={classes.dot}
                onClick={() => goTo(dot)}
                aria-label={`Go to testimonial ${dot + 1}`}
                aria-current={dot === index ? 'true' : undefined}
              />
            ))}
          </div>
          <ActionIcon variant="default" size={44} radius="xl" onClick={next} aria-label="Next testimonial">
            <IconChevronRight aria-hidden />
          </ActionIcon>
        </Group>
      ) : null}
    </div>
  )
}
