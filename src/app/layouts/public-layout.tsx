import { Box } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { siteSettings } from '../../api/resources/settings'
import { Outlet, ScrollRestoration } from 'react-router-dom'
import { SiteFooter } from '../../components/site-footer'
import { SiteHeader } from '../../components/site-header'

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
        <Outlet />
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </>
  )
}
