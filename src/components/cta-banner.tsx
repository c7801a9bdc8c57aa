import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router-dom'

interface CtaAction {
  label: string
  to: string
  variant?: 'primary' | 'secondary'
}

interface CtaBannerProps {
  title: string
  text?: ReactNode
  actions: CtaAction[]
}

/** A full-width call to action on the brand colour; every action is a real route. */
export function CtaBanner({ title, text, actions }: CtaBannerProps) {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} py={{ base: 56, md: 80 }} bg="sun.6">
      <Container size="lg">
        <Stack align="center" ta="center" gap="md">
          <Title order={2} id={headingId} c="night.9">
            {title}
          </Title>
          {text ? (
            <Text size="lg" c="night.9" maw={680}>
              {text}
            </Text>
          ) : null}
          <Group justify="center" mt="sm">
            {actions.map((action) => (
              <Button
                key={action.label}
                component={Link}
                to={action.to}
                size="md"
                color={action.variant === 'secondary' ? 'white' : 'night.9'}
                variant={action.variant === 'secondary' ? 'outline' : 'filled'}
                c={action.variant === 'secondary' ? 'night.9' : undefined}
                style={action.variant === 'secondary' ? { borderColor: 'var(--mantine-color-night-9)' } : undefined}
              >
                {action.label}
              </Button>
            ))}
          </Group>
        </Stack>
      </Container>
    </Box>
  )
}
