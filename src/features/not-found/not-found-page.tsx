import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'

export function NotFoundPage() {
  const { pathname } = useLocation()

  useEffect(() => {
    console.warn('404: no page at', pathname)
  }, [pathname])

  return (
    <Container size="sm" py={120}>
      <title>Page Not Found</title>
      <meta name="robots" content="noindex" />
      <Stack align="center" gap="lg" ta="center">
        <Text fz={96} fw={900} c="sun.6" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Page Not Found</Title>
        <Text size="lg" c="dimmed">
          The page you are looking for doesn&apos;t exist or has been moved.
        </Text>
        <Button component={Link} to="/" size="md">
          Back to Home
        </Button>
      </Stack>
    </Container>
  )
}
