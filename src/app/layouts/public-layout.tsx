import { Box } from '@mantine/core'
import { Outlet, ScrollRestoration } from 'react-router-dom'
import { SiteFooter } from '../../components/site-footer'
import { SiteHeader } from '../../components/site-header'

export function PublicLayout() {
  return (
    <>
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
