import { useState } from 'react'
import type { GalleryImage } from '../../api/schemas'
import { ResponsiveImage } from '../responsive-image'
import { Lightbox } from './lightbox'
import classes from './gallery.module.css'

interface GalleryGridProps {
  images: GalleryImage[]
  /** Names the list for assistive technology ("Project photos"). */
  label: string
}

/** A responsive grid of photos; each opens the full-screen lightbox, which hands focus back on close. */
export function GalleryGrid({ images, label }: GalleryGridProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  return (
    <>
      <ul className={classes.grid} aria-label={label}>
        {images.map((item, index) => (
          <li key={item.id} className={classes.cell}>
            <button
              type="button"
              className={classes.thumb}
              onClick={() => setOpenIndex(index)}
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
      <Lightbox images={images} index={openIndex} onIndexChange={setOpenIndex} onClose={() => setOpenIndex(null)} />
    </>
  )
}
