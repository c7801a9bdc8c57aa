import { AppShell, Burger, Group, NavLink as MantineNavLink, ScrollArea } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import {
  IconExternalLink,
  IconCalendarEvent,
  IconFileText,
  IconInbox,
  IconMailForward,
  IconLayoutDashboard,
  IconLogout,
  IconMenu2,
  IconPhoto,
  IconApi,
  IconSettings,
  IconSun,
  type Icon,
} from '@tabler/icons-react'
import { memo, type ComponentType } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { AppLink, AppLinkNavigation } from '../../components/app-link'
import { AdminUserBadge } from '../../features/admin/auth/admin-user-badge'
import { useSessionExpiry } from '../../features/admin/auth/use-session-expiry'
import { usePendingWritesGuard } from '../../features/admin/forms/prevent-unload'
import { InboxUnreadBadge } from '../../features/admin/inbox/inbox-unread-badge'
import { ContentNav } from '../../features/admin/collections/content-nav'
import { ModeNotices } from '../../features/admin/run-mode/mode-notices'
import classes from './admin-layout.module.css'
import { usePreloadScreens } from './use-preload-screens'

interface AdminLink {
  to: string
  label: string
  icon: Icon
  /** Active only on this exact path (not on the paths below it). */
  end?: boolean
  /** Shown at the end of the entry (the Inbox's unread count). */
  badge?: ComponentType
}

/** The sidebar of the spec, in its order. New sections (Inbox, Training Sessions) slot in before Settings. */
export const ADMIN_LINKS: AdminLink[] = [
  { to: '/dashboard', label: 'Dashboard', icon: IconLayoutDashboard, end: true },
  { to: '/dashboard/pages', label: 'Pages', icon: IconFileText },
  { to: '/dashboard/media', label: 'Media', icon: IconPhoto },
  { to: '/dashboard/menu', label: 'Navigation', icon: IconMenu2 },
  { to: '/dashboard/inbox', label: 'Inbox', icon: IconInbox, badge: InboxUnreadBadge },
  { to: '/dashboard/outbox', label: 'Outbox', icon: IconMailForward },
  { to: '/dashboard/training-sessions', label: 'Training Sessions', icon: IconCalendarEvent },
  { to: '/dashboard/settings', label: 'Settings', icon: IconSettings },
  { to: '/dashboard/api', label: 'API', icon: IconApi },
]

const isActive = (link: AdminLink, pathname: string) =>
  link.end ? pathname === link.to || pathname === `${link.to}/` : pathname === link.to || pathname.startsWith(`${link.to}/`)

/** Watches the session (it reads the location): apart, so a navigation does not render the layout again. */
function SessionExpiry() {
  useSessionExpiry()
  return null
}

/** The admin shell. Only what shows the location (the sidebar's active entry) renders again on a navigation. */
export function AdminLayout() {
  const [opened, { toggle, close }] = useDisclosure(false)
  usePendingWritesGuard()
  usePreloadScreens()

  return (
    <AppLinkNavigation>
      <AppShell
        className={classes.shell}
        header={{ height: 60 }}
        navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="lg"
      >
        <SessionExpiry />
        <a className="skip-link" href="#admin-main">
          Skip to content
        </a>
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={opened ? 'Close navigation' : 'Open navigation'}
                aria-expanded={opened}
                aria-controls="admin-sidebar"
              />
              <AppLink to="/dashboard" className={classes.brand} aria-label="SunHarvest Admin, dashboard">
                <span className={classes.brandMark} aria-hidden>
                  <IconSun size={18} stroke={2.2} />
                </span>
                <span className={classes.brandText}>SunHarvest Admin</span>
              </AppLink>
            </Group>
            <AdminUserBadge />
          </Group>
        </AppShell.Header>
        <AppShell.Navbar id="admin-sidebar" p="sm" aria-label="Admin">
          <AppShell.Section grow component={ScrollArea}>
            <SidebarNav onNavigate={close} />
          </AppShell.Section>
          <AppShell.Section>
            <MantineNavLink
              component={AppLink}
              to="/"
              label="View Site"
              leftSection={<IconExternalLink size={18} aria-hidden />}
            />
            <MantineNavLink
              component={AppLink}
              to="/dashboard/logout"
              label="Logout"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={close}
            />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id="admin-main" tabIndex={-1} className={classes.main}>
          <ModeNotices />
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </AppLinkNavigation>
  )
}

/** The sidebar's sections; on a navigation, only the entries whose active state changes render again. */
function SidebarNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation()
  return (
    <nav aria-label="Admin sections">
      {ADMIN_LINKS.map((link) => (
        <SidebarLink key={link.to} link={link} active={isActive(link, pathname)} onNavigate={onNavigate} />
      ))}
      <ContentNav pathname={pathname} onNavigate={onNavigate} />
    </nav>
  )
}

const SidebarLink = memo(function SidebarLink({
  link,
  active,
  onNavigate,
}: {
  link: AdminLink
  active: boolean
  onNavigate: () => void
}) {
  return (
    <MantineNavLink
      component={AppLink}
      to={link.to}
      aria-current={active ? 'page' : undefined}
      label={link.label}
      leftSection={<link.icon size={18} aria-hidden />}
      rightSection={link.badge ? <link.badge /> : undefined}
      active={active}
      color="night"
      onClick={onNavigate}
    />
  )
})
