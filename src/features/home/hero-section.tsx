import { Title } from '@mantine/core'
import { heroSlides } from '../../api/resources/content'
import { useSiteSettings } from '../../api/resources/settings'
import { QueryState } from '../../components/query-state'
import { HeroCarousel } from './hero-carousel'
import classes from './hero.module.css'
import hidden from '../../components/visually-hidden.module.css'

/** The page's one h1 (site name and tagline, for assistive technology and search) and the hero carousel. */
export function HeroSection() {
  const slides = heroSlides.useList()
  const { data: settings } = useSiteSettings()
  const ready = slides.isSuccess && slides.data.length > 0
  const carousel = (
    <QueryState query={slides} label="highlights">
      {(items) => <HeroCarousel slides={items} />}
    </QueryState>
  )
  return (
    <>
      {settings ? (
        <Title order={1} className={hidden.visuallyHidden}>
          {settings.siteName} — {settings.tagline}
        </Title>
      ) : null}
      {/* Loading, error and empty states keep the hero's dark space under the header. */}
      {ready ? carousel : <div className={classes.shell}>{carousel}</div>}
    </>
  )
}
