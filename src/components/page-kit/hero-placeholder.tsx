import { Box, Loader } from '@mantine/core'
import classes from './page-kit.module.css'

/** A dark hero-shaped loading state, so the transparent header stays readable while a page loads. */
export function HeroPlaceholder({ label }: { label: string }) {
  return (
    <Box className={classes.heroPlaceholder} role="status" aria-live="polite">
      <Loader color="sun.5" aria-label={`Loading ${label}`} />
    </Box>
  )
}
