import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { FieldNode } from '../../../api/registry/admin'
import { errorAt } from './field-errors'

/** A repeatable list of texts (a service's benefits): add, remove, move up and down. */
export function StringListField({ field, name }: { field: FieldNode; name: string }) {
  const { control, setValue, formState } = useFormContext()
  const watched: unknown = useWatch({ control, name })
  const items = Array.isArray(watched) ? (watched as string[]) : []
  const change = (next: string[]) => setValue(name, next, { shouldDirty: true, shouldValidate: formState.isSubmitted })
  const move = (from: number, to: number) => {
    const next = [...items]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item ?? '')
    change(next)
  }
  const full = field.maxItems !== undefined && items.length >= field.maxItems
  const listError = errorAt(formState.errors, name)

  return (
    <Fieldset legend={field.label} radius="md">
      <Stack gap="xs">
        {field.help ? (
          <Text size="sm" c="gray.7">
            {field.help}
          </Text>
        ) : null}
        {items.length === 0 ? (
          <Text size="sm" c="gray.7">
            No items yet.
          </Text>
        ) : null}
        {items.map((item, index) => {
          const itemName = `${field.label} item ${index + 1}`
          return (
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                flex={1}
                label={itemName}
                value={item}
                error={errorAt(formState.errors, `${name}.${index}`)}
                onChange={(event) => change(items.map((v, i) => (i === index ? event.currentTarget.value : v)))}
              />
              <Group gap={2} mt={26} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="night.9"
                  size="lg"
                  aria-label={`Move ${itemName} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <IconArrowUp size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="night.9"
                  size="lg"
                  aria-label={`Move ${itemName} down`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <IconArrowDown size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  size="lg"
                  aria-label={`Remove ${itemName}`}
                  onClick={() => change(items.filter((_, i) => i !== index))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          )
        })}
        {listError ? (
          <Text size="sm" c="red.9" role="alert">
            {listError}
          </Text>
        ) : null}
        <Button
          variant="default"
          w="fit-content"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={full}
          onClick={() => change([...items, ''])}
        >
          Add to {field.label}
        </Button>
      </Stack>
    </Fieldset>
  )
}
