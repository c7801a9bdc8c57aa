import { ActionIcon, Modal, Text } from '@mantine/core'
import { useReducedMotion, useWindowEvent } from '@mantine/hooks'
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react'
import { useRef, type TouchEvent } from 'react'
import type { GalleryImage } from '../../api/schemas'
import { ResponsiveImage } from '../responsive-image'
import classes from './gallery.module.css'

interface LightboxProps {
  images: GalleryImage[]
  /** The open image, or null when the lightbox is closed. */
  index: number | null
  /** Moves from the open index the caller holds (an updater, so quick presses each count, whatever has rendered). */
  onIndexChange: (next: (index: number) => number) => void
  /** Closing hands focus back to the opener: the caller's to do (the lightbox does not know it). */
  onClose: () => void
}

const SWIPE_DISTANCE = 50

/** Full-screen preview: previous and next wrap around, arrow keys move, Escape closes, focus stays inside. */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const reduceMotion = useReducedMotion(false, { getInitialValueInEffect: false })
  const touchStart = useRef<number | null>(null)
  const opened = index !== null && images.length > 0
  const current = opened && index !== null ? images[index % images.length] : undefined
  const count = images.length

  const step = (delta: number) => {
    if (index === null || count === 0) return
    onIndexChange((open) => (open + delta + count) % count)
  }

  useWindowEvent('keydown', (event) => {
    if (!opened || event.defaultPrevented) return
    if (event.key === 'ArrowLeft') step(-1)
    else if (event.key === 'ArrowRight') step(1)
    else return
    event.preventDefault()
  })

  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current
    const end = event.changedTouches[0]?.clientX
    touchStart.current = null
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_DISTANCE) return
    step(end < start ? 1 : -1)
  }

  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      fullScreen
      transitionProps={{ transition: 'fade', duration: reduceMotion ? 0 : 200 }}
      classNames={{ content: classes.lightbox, body: classes.lightboxBody }}
    >
      <Modal.Content>
        <Modal.Body>
          <div className={classes.lightboxBar}>
            <Text className={classes.counter} aria-live="polite">
              {index === null ? '' : `${index + 1} / ${count}`}
            </Text>
            <ActionIcon variant="subtle" color="gray.0" size="xl" radius="xl" onClick={onClose} aria-label="Close">
              <IconX aria-hidden />
            </ActionIcon>
          </div>
          <div
            className={classes.stage}
            onTouchStart={(event) => {
              touchStart.current = event.touches[0]?.clientX ?? null
            }}
            onTouchEnd={onTouchEnd}
          >
            <ActionIcon
              className={classes.navPrev}
              size={52}
              radius="xl"
              variant="white"
              color="night.9"
              onClick={() => step(-1)}
              aria-label="Previous image"
            >
              <IconChevronLeft aria-hidden />
            </ActionIcon>
            {current ? (
              <figure key={current.id} className={classes.figure}>
                <ResponsiveImage
                  image={current.image}
                  sizes="100vw"
                  className={classes.large}
                  style={{ width: 'auto', maxWidth: '100%' }}
                />
                <figcaption>
                  <Modal.Title className={classes.largeCaption}>{current.caption}</Modal.Title>
                </figcaption>
              </figure>
            ) : null}
            <ActionIcon
              className={classes.navNext}
              size={52}
              radius="xl"
              variant="white"
              color="night.9"
              onClick={() => step(1)}
              aria-label="Next image"
            >
              <IconChevronRight aria-hidden />
            </ActionIcon>
          </div>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  )
}
