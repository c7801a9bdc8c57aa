import { Button, Container, Group, Text, Title } from '@mantine/core'
import { useMounted } from '../../lib/use-mounted'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from 'react-router-dom'
import type { HeroSlide as HeroSlideData } from '../../api/schemas'
import { ResponsiveImage } from '../../components/responsive-image'
import classes from './hero.module.css'

interface HeroSlideProps {
  slide: HeroSlideData
  position: number
  count: number
  active: boolean
}

/** One slide: a full-bleed photo under a dark gradient, its heading, subtitle and two calls to action. */
export function HeroSlide({ slide, position, count, active }: HeroSlideProps) {
  // The slides are stacked, so a lazy image behind the first would load at once and share a slow connection
  // with the one on screen: later slides' photos join once the page is interactive (after first paint).
  const mounted = useMounted()
  const showImage = position === 0 || mounted
  return (
    <div
      className={classes.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}`}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-active={active || undefined}
      data-hero-slide
    >
      <div className={classes.media}>
        {showImage ? (
          <ResponsiveImage image={slide.image} priority={position === 0} cover sizes="100vw" className={classes.image} />
        ) : null}
      </div>
      <div className={classes.shade} />
      <Container size="xl" className={classes.content}>
        <div className={classes.copy}>
          <Title order={2} className={classes.title}>
            {slide.title}
          </Title>
          <Text className={classes.subtitle}>{slide.subtitle}</Text>
          <Group gap="sm" mt="xl">
            <Button
              component={Link}
              to={slide.primaryCta.href}
              size="lg"
              color="sun.5"
              autoContrast
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {slide.primaryCta.label}
            </Button>
            <Button
              component={Link}
              to={slide.secondaryCta.href}
              size="lg"
              variant="outline"
              color="white"
              className={classes.secondary}
            >
              {slide.secondaryCta.label}
            </Button>
          </Group>
        </div>
      </Container>
    </div>
  )
}
