import { Box, Burger, Button, Container, Group } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { IconSun } from '@tabler/icons-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { siteSettings } from '../api/resources/settings'
import { useScrolledPast } from '../lib/use-scrolled-past'
import { DesktopNav } from './desktop-nav'
import { MenuUnavailable } from './menu-unavailable'
import classes from './site-header.module.css'
import { useFits } from './use-fits'
import { useMainMenu } from './use-main-menu'

export const NAV_SCROLL_THRESHOLD = 20

// The drawer (with its focus trap and scroll lock) loads on the first open, or as soon as the burger is pointed at.
const loadMobileNav = () => import('./mobile-nav')
const MobileNav = lazy(() => loadMobileNav().then((module) => ({ default: module.MobileNav })))

export function SiteHeader() {
  const [opened, { toggle, close }] = useDisclosure(false)
  const [drawerWanted, setDrawerWanted] = useState(false)
  const menu = useMainMenu()
  const { data: settings } = useQuery(siteSettings.detail())
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD)
  // A menu too wide for the bar (many or long items) moves into the drawer at every width.
  const { slot, content, fits } = useFits<HTMLDivElement, HTMLDivElement>()
  const drawerFrom = fits ? 'md' : undefined
  const toggleRef = useRef<HTMLButtonElement>(null)
  // Escape, the overlay or the close button hand focus back to the toggle at once. Mantine's own return runs 10 ms
  // later and only when focus is then on the body; one CI run ended with focus on neither.
  const dismiss = () => {
    close()
    toggleRef.current?.focus({ preventScroll: true })
  }

  return (
    <Box component="header" className={classes.header} data-scrolled={scrolled || opened || undefined}>
      <Container size="xl" h="100%" px={{ base: 'md', md: 'xl' }}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to="/" className={classes.logo} aria-label={`${settings?.siteName ?? 'Home'} home`}>
            {settings ? (
              // Over the dark hero the logo for dark backgrounds; on the solid bar the one for light backgrounds.
              <img
                src={scrolled || opened ? settings.logoLight : settings.logoDark}
                alt=""
                width={192}
                height={48}
                className={classes.logoImage}
              />
            ) : (
              <>
                <span className={classes.logoMark} aria-hidden>
                  <IconSun size={22} stroke={2.2} />
                </span>
                <span>SunHarvest Energy</span>
              </>
            )}
          </Link>
          <DesktopNav items={menu.items} slotRef={slot} navRef={content} collapsed={!fits} />
          <Group gap="sm" wrap="nowrap" className={classes.actions}>
            {menu.failed ? <MenuUnavailable onRetry={menu.retry} retrying={menu.retrying} /> : null}
            <Button component={Link} to="/contact" visibleFrom="md">
              Get a Quote
            </Button>
            <Burger
              ref={toggleRef}
              color="currentColor"
              opened={opened}
              onClick={() => {
                setDrawerWanted(true)
                toggle()
              }}
              onPointerEnter={() => void loadMobileNav()}
              onFocus={() => void loadMobileNav()}
              hiddenFrom={drawerFrom}
              aria-label={opened ? 'Close menu' : 'Open menu'}
              aria-expanded={opened}
              aria-controls="mobile-menu"
            />
          </Group>
        </Group>
      </Container>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileNav
            id="mobile-menu"
            opened={opened}
            onClose={close}
            onDismiss={dismiss}
            items={menu.items}
            hiddenFrom={drawerFrom}
          />
        </Suspense>
      ) : null}
    </Box>
  )
}
