import { Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom'

export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim()
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  return 'Unknown error'
}

/** The error element of the root, of each layout and of each screen. */
export function RouteError() {
  const error = useRouteError()
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" role="alert">
        <Title order={1}>Unexpected Application Error!</Title>
        <Code block>{describeRouteError(error)}</Code>
        <Text c="dimmed">Something on this page failed. You can try again, or go back to the home page.</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <Button component={Link} to="/" variant="default">
            Back to Home
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}
