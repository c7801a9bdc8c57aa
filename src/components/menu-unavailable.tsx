import { Button, Group, Text } from '@mantine/core'

interface MenuUnavailableProps {
  onRetry: () => void
  retrying: boolean
}

/** Stands in the header when the main menu could not be loaded and none is known: says so, and asks again. */
export function MenuUnavailable({ onRetry, retrying }: MenuUnavailableProps) {
  return (
    <Group gap={8} wrap="nowrap" role="status">
      {/* On a phone the button alone fits beside the logo; its name says what it retries. */}
      <Text size="sm" fw={600} visibleFrom="sm">
        Menu unavailable
      </Text>
      <Button size="compact-sm" variant="default" onClick={onRetry} loading={retrying} aria-label="Retry loading the menu">
        Retry
      </Button>
    </Group>
  )
}
