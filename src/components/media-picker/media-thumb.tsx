import { AspectRatio } from '@mantine/core'
import type { MediaItem } from '../../api/schemas'
import { ResponsiveImage } from '../responsive-image'

interface MediaThumbProps {
  item: MediaItem
  /** Alt text: empty when a visible name next to the thumbnail already says what it is. */
  alt?: string
  ratio?: number
  sizes?: string
}

/** A lazily loaded, cropped thumbnail of a media item (small generated widths when they exist). */
export function MediaThumb({ item, alt = item.alt, ratio = 4 / 3, sizes = '240px' }: MediaThumbProps) {
  return (
    <AspectRatio ratio={ratio} style={{ overflow: 'hidden', background: 'var(--mantine-color-gray-1)' }}>
      <ResponsiveImage image={{ src: item.url, alt, width: item.width, height: item.height }} sizes={sizes} cover />
    </AspectRatio>
  )
}
