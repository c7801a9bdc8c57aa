import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'

/** Replaces the form once a message is sent, with the specified confirmation. */
export function ContactSuccess({ onReset }: { onReset: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Move focus to the confirmation so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), [])
  return (
    <Stack align="center" ta="center" gap="md" py="xl" role="status">
      <ThemeIcon size={72} radius="xl" color="leaf.6">
        <IconCircleCheck size={44} aria-hidden />
      </ThemeIcon>
      <Title order={2} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        Thank You!
      </Title>
      <Text size="lg" c="gray.7" maw={460}>
        Your message has been sent successfully. We&apos;ll get back to you shortly.
      </Text>
      <Button variant="outline" color="night.9" size="md" onClick={onReset} mt="sm">
        Send Another Message
      </Button>
    </Stack>
  )
}
