import { useQuery } from '@tanstack/react-query'
import { media } from '../../api/resources/media'
import type { Image } from '../../api/schemas'

/** A page's featured image (a media library id) as an Image, or undefined while unknown or unset. */
export function useFeaturedImage(mediaId: string | undefined): Image | undefined {
  const { data } = useQuery({ ...media.detail(mediaId ?? ''), enabled: Boolean(mediaId) })
  return data ? { src: data.url, alt: data.alt, width: data.width, height: data.height } : undefined
}
