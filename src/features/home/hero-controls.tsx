import { ActionIcon, UnstyledButton } from '@mantine/core'
import { IconChevronLeft, IconChevronRight, IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react'
import classes from './hero-controls.module.css'

interface HeroControlsProps {
  count: number
  index: number
  onPrevious: () => void
  onNext: () => void
  onSelect: (index: number) => void
  paused: boolean
  /** Absent when the slideshow never rotates (prefers-reduced-motion). */
  onTogglePause?: () => void
}

/** Previous/next arrows, one dot per slide and the pause control. */
export function HeroControls({ count, index, onPrevious, onNext, onSelect, paused, onTogglePause }: HeroControlsProps) {
  return (
    <div className={classes.controls}>
      <ActionIcon
        className={classes.arrowPrev}
        variant="white"
        color="night.9"
        size={48}
        radius="xl"
        onClick={onPrevious}
        aria-label="Previous slide"
      >
        <IconChevronLeft aria-hidden />
      </ActionIcon>
      <div className={classes.dots}>
        {Array.from({ length: count }, (_, dot) => (
          <UnstyledButton
            key={dot}
            className={classes.dot}
            onClick={() => onSelect(dot)}
            aria-label={`Go to slide ${dot + 1}`}
            aria-current={dot === index ? 'true' : undefined}
          />
        ))}
      </div>
      <ActionIcon
        className={classes.arrowNext}
        variant="white"
        color="night.9"
        size={48}
        radius="xl"
        onClick={onNext}
        aria-label="Next slide"
      >
        <IconChevronRight aria-hidden />
      </ActionIcon>
      {onTogglePause ? (
        <ActionIcon
          className={classes.pause}
          variant="filled"
          color="night.9"
          size={44}
          radius="xl"
          onClick={onTogglePause}
          aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
        >
          {paused ? <IconPlayerPlayFilled size={18} aria-hidden /> : <IconPlayerPauseFilled size={18} aria-hidden />}
        </ActionIcon>
      ) : null}
    </div>
  )
}
