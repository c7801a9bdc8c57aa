import { Box } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { siteSettings } from '../../api/resources/settings'
import { Outlet, ScrollRestoration } from 'react-router-dom'
import { SiteFooter } from '../../components/site-footer'
import { SiteHeader } from '../../components/site-header'

/**
 * The page and the footer each sit in a Suspense boundary: React hydrates the prerendered HTML inside a
 * boundary in small slices that yield to the browser, instead of one long task for the whole page. The
 * header, outside them, is interactive first. (Nothing in them suspends once rendered; there is no fallback.)
 */
export function PublicLayout() {
  const { data: settings } = useQuery(siteSettings.detail())
  return (
    <>
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
    </>
  )
}
