import { Rating } from '@mantine/core'

/** A read-only rating out of 5, announced as text. */
export function StarRating({ value, size = 'sm' }: { value: number; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <div role="img" aria-label={`Rated ${value} out of 5`}>
      <Rating value={value} readOnly size={size} color="sun.6" aria-hidden />
    </div>
  )
}
