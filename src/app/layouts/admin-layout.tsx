import { AppShell, Avatar, Burger, Group, NavLink as MantineNavLink, ScrollArea, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom'

/** The sidebar of the spec, in its order. */
export const ADMIN_LINKS = [
  { to: '/dashboard', label: 'Dashboard', end: true },
  { to: '/dashboard/pages', label: 'Pages' },
  { to: '/dashboard/media', label: 'Media' },
  { to: '/dashboard/menu', label: 'Navigation' },
  { to: '/dashboard/settings', label: 'Settings' },
] as const

export function AdminLayout() {
  const [opened, { toggle, close }] = useDisclosure(false)
  const { pathname } = useLocation()

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={opened}
              aria-controls="admin-sidebar"
            />
            <Title order={2} size="h4">
              SunHarvest Admin
            </Title>
          </Group>
          <Group gap="xs">
            <Avatar radius="xl" size="sm" color="sun" aria-hidden>
              AU
            </Avatar>
            <Text fw={600} size="sm">
              Admin User
            </Text>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="admin-sidebar" p="sm" aria-label="Admin">
        <AppShell.Section grow component={ScrollArea}>
          <nav aria-label="Admin sections">
            {ADMIN_LINKS.map((link) => (
              <MantineNavLink
                key={link.to}
                component={NavLink}
                to={link.to}
                end={'end' in link}
                label={link.label}
                active={'end' in link ? pathname === link.to : pathname.startsWith(link.to)}
                onClick={close}
              />
            ))}
          </nav>
        </AppShell.Section>
        <AppShell.Section>
          <MantineNavLink component={Link} to="/" label="View Site" />
          <MantineNavLink component={Link} to="/dashboard/logout" label="Logout" onClick={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  )
}
