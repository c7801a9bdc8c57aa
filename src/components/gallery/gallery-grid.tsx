import { lazy, Suspense, useRef, useState } from 'react'
import type { GalleryImage } from '../../api/schemas'
import { ResponsiveImage } from '../responsive-image'
import classes from './gallery.module.css'

// The lightbox (a modal with its focus trap) loads when a photo is first opened or pointed at.
const loadLightbox = () => import('./lightbox')
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })))

interface GalleryGridProps {
  images: GalleryImage[]
  /** Names the list for assistive technology ("Project photos"). */
  label: string
}

/** A responsive grid of photos; each opens the full-screen lightbox, which hands focus back on close. */
export function GalleryGrid({ images, label }: GalleryGridProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const [lightboxWanted, setLightboxWanted] = useState(false)
  // The lightbox hands focus back itself: Mantine's own return misses it when the transition is off (reduced motion).
  const opener = useRef<HTMLButtonElement | null>(null)
  const close = () => {
    setOpenIndex(null)
    opener.current?.focus({ preventScroll: true })
  }
  return (
    <>
      <ul className={classes.grid} aria-label={label}>
        {images.map((item, index) => (
          <li key={item.id} className={classes.cell}>
            <button
              type="button"
              className={classes.thumb}
              onClick={(event) => {
                opener.current = event.currentTarget
                setLightboxWanted(true)
                setOpenIndex(index)
              }}
              onPointerEnter={() => void loadLightbox()}
              onFocus={() => void loadLightbox()}
              aria-label={`Open image: ${item.caption}`}
            >
              <ResponsiveImage image={item.image} cover sizes="(min-width: 75em) 420px, (min-width: 48em) 33vw, 50vw" />
              <span className={classes.thumbCaption} aria-hidden>
                {item.caption}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {lightboxWanted ? (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={openIndex}
            onIndexChange={(next) => setOpenIndex((open) => (open === null ? null : next(open)))}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  )
}
