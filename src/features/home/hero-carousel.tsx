import { useReducedMotion } from '@mantine/hooks'
import { useEffect, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react'
import type { HeroSlide as HeroSlideData } from '../../api/schemas'
import { HeroControls } from './hero-controls'
import { HeroSlide } from './hero-slide'
import { HERO_AUTO_ADVANCE_MS, HERO_FADE_MS, useSlideshow } from './slideshow'
import classes from './hero.module.css'

/**
 * The home page's hero: slides that cross-fade every 5 s and wrap both ways. Rotation stops while the pointer is
 * over it, while focus is inside it, when the visitor pauses it, and always under prefers-reduced-motion.
 */
export function HeroCarousel({ slides }: { slides: HeroSlideData[] }) {
  const count = slides.length
  const { index, goTo, next, previous } = useSlideshow(count)
  // Read after hydration: the prerendered HTML cannot know the visitor's motion preference.
  const reduceMotion = useReducedMotion(false, { getInitialValueInEffect: true })
  const [userPaused, setUserPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const regionRef = useRef<HTMLElement>(null)
  const rotating = count > 1 && !reduceMotion && !userPaused && !hovered && !focused

  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(next, HERO_AUTO_ADVANCE_MS)
    return () => window.clearTimeout(timer)
  }, [rotating, index, next])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    // The slide that holds focus is about to become inert; keep focus in the carousel instead of losing it.
    if (document.activeElement?.closest('[data-hero-slide]')) regionRef.current?.focus({ preventScroll: true })
    if (event.key === 'ArrowLeft') previous()
    else next()
  }

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    <section
      ref={regionRef}
      className={classes.hero}
      role="region"
      aria-roledescription="carousel"
      aria-label="Highlights"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      style={{ '--hero-fade': `${HERO_FADE_MS}ms` } as CSSProperties}
    >
      <div className={classes.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <HeroSlide key={slide.id} slide={slide} position={position} count={count} active={position === index} />
        ))}
      </div>
      {count > 1 ? (
        <HeroControls
          count={count}
          index={index}
          onPrevious={previous}
          onNext={next}
          onSelect={goTo}
          paused={userPaused}
          onTogglePause={reduceMotion ? undefined : () => setUserPaused((paused) => !paused)}
        />
      ) : null}
    </section>
  )
}
