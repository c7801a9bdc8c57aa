// The public site loads only the Mantine styles it uses (src/app/mantine-styles.ts); the panel brings its own.
import '@mantine/core/styles/Affix.css'
import '@mantine/core/styles/ActionIcon.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Button.css'
import '@mantine/core/styles/Code.css'
import '@mantine/core/styles/Divider.css'
import '@mantine/core/styles/Drawer.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Popover.css'
import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/NumberInput.css'
import '@mantine/core/styles/Radio.css'
import '@mantine/core/styles/Group.css'
import '@mantine/core/styles/Stack.css'
import '@mantine/core/styles/Text.css'
import { ActionIcon, Affix, Badge, Button, Code, Divider, Drawer, Group, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconBolt, IconTrash } from '@tabler/icons-react'
import { describeFault, FAULTS_KEY } from '../faults'
import { FaultRuleForm } from './fault-rule-form'
import { useFaultRules } from './use-fault-rules'

/**
 * The fault switch's panel (development builds only): a floating "Mock faults" button opening a drawer that
 * adds, lists and removes the rules the mock API applies (mocks/faults/). They take effect on the next
 * request; refetch or retry to see them.
 */
export function FaultPanel() {
  const [opened, { open, close }] = useDisclosure(false)
  const { rules, add, remove, clear } = useFaultRules()

  return (
    <>
      {/* Hidden while the drawer is open, so it never covers the drawer. */}
      <Affix position={{ bottom: 16, left: 16 }} zIndex={400} hidden={opened}>
        <Button
          size="xs"
          variant={rules.length > 0 ? 'filled' : 'default'}
          color={rules.length > 0 ? 'red' : undefined}
          leftSection={<IconBolt size={14} aria-hidden />}
          rightSection={
            rules.length > 0 ? (
              <Badge size="xs" color="dark" circle>
                {rules.length}
              </Badge>
            ) : undefined
          }
          onClick={open}
        >
          Mock faults
        </Button>
      </Affix>
      <Drawer opened={opened} onClose={close} title="Mock faults" position="left" size="md">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Make the mock API slow, fail with an error status, or drop the connection. Rules are kept in{' '}
            <Code>localStorage[&apos;{FAULTS_KEY}&apos;]</Code> and apply from the next request.
          </Text>
          <FaultRuleForm onAdd={add} />
          <Divider label={`Active rules (${rules.length})`} labelPosition="left" />
          {rules.length === 0 ? (
            <Text size="sm" c="dimmed">
              No rules: every request is answered normally.
            </Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {rules.map((rule, index) => (
                <Group key={`${index}-${rule.match}`} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <Code style={{ whiteSpace: 'normal' }}>{describeFault(rule)}</Code>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => remove(index)}
                    aria-label={`Remove ${describeFault(rule)}`}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" color="red" onClick={clear} disabled={rules.length === 0}>
              Clear all
            </Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  )
}
