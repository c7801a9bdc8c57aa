import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { PageHero } from '../../components/page-hero'

/** The three ways on that the page's line offers. */
const SUGGESTIONS = [
  { to: '/services', label: 'Explore our services' },
  { to: '/training', label: 'See the training programme' },
  { to: '/contact', label: 'Get in touch' },
]

export function NotFoundPage() {
  const { pathname } = useLocation()

  useEffect(() => {
    console.warn('404: no page at', pathname)
  }, [pathname])

  return (
    <>
      <PageHero noindex title="Page Not Found" subtitle="The page you are looking for doesn't exist or has been moved.">
        <div>
          <Button component={Link} to="/" size="md">
            Back to Home
          </Button>
        </div>
      </PageHero>
      <Container size="sm" py={64}>
        <Stack align="center" ta="center" gap="xs">
          <Text c="dimmed">Looking for something specific? Try our services, the training programme or get in touch.</Text>
          <Group component="nav" aria-label="Suggested pages" justify="center" gap="xs">
            {SUGGESTIONS.map(({ to, label }) => (
              <Button key={to} component={Link} to={to} variant="subtle">
                {label}
              </Button>
            ))}
          </Group>
        </Stack>
      </Container>
    </>
  )
}

/** The same page inside the admin layout, which has no hero band. */
export function AdminNotFoundPage() {
  const { pathname } = useLocation()

  useEffect(() => {
    console.warn('404: no page at', pathname)
  }, [pathname])

  return (
    <Stack align="flex-start" gap="md" py="xl">
      <Title order={1}>Page Not Found</Title>
      <Text c="dimmed">The page you are looking for doesn&apos;t exist or has been moved.</Text>
      <Group>
        <Button component={Link} to="/dashboard">
          Back to Dashboard
        </Button>
        <Button component={Link} to="/" variant="default">
          Back to Home
        </Button>
      </Group>
    </Stack>
  )
}
