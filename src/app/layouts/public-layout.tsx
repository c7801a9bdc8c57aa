import { Box } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Suspense, useMemo } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom'
import { MAIN_MENU_ID, menus } from '../../api/resources/menus'
import { siteSettings } from '../../api/resources/settings'
import { PublicHeadContext, type PublicHead } from '../../components/seo/public-head'
import { SiteFooter } from '../../components/site-footer'
import { SiteHeader } from '../../components/site-header'

/**
 * The page and the footer each sit in a Suspense boundary: React hydrates the prerendered HTML inside a
 * boundary in small slices that yield to the browser, instead of one long task for the whole page. The
 * header, outside them, is interactive first. (Nothing in them suspends once rendered; there is no fallback.)
 */
export function PublicLayout() {
  const { data: settings } = useQuery(siteSettings.detail())
  const { data: mainMenu } = useQuery(menus.detail(MAIN_MENU_ID))
  const { pathname } = useLocation()
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const head = useMemo<PublicHead | null>(
    () =>
      settings
        ? { settings, path, mainMenu: mainMenu?.items ?? [], fallbackImage: { src: settings.logoLight, alt: settings.siteName } }
        : null,
    [settings, path, mainMenu],
  )
  return (
    <PublicHeadContext value={head}>
      {settings ? <link rel="icon" href={settings.favicon} /> : null}
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} pt={72} mih="70vh">
        <Suspense>
          <Outlet />
        </Suspense>
      </Box>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <ScrollRestoration />
    </PublicHeadContext>
  )
}
