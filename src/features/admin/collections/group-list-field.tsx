import { Button, Fieldset, Group, Stack, Text } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { blankItem } from '../../../api/registry/admin-fields'
import type { FieldNode } from '../../../api/registry/admin'
import { errorAt } from './field-errors'
import type { ReactNode } from 'react'

interface GroupListFieldProps {
  field: FieldNode
  name: string
  /** The inputs of one item (field-input.tsx passes its own FieldInputs: groups nest). */
  renderFields: (fields: FieldNode[], prefix: string) => ReactNode
}

/** A repeatable group of fields (a service's sections, a section's items): add, remove, move up and down. */
export function GroupListField({ field, name, renderFields }: GroupListFieldProps) {
  const { control, formState } = useFormContext()
  // The items may have an `id` of their own: the field array keeps its keys elsewhere.
  const { fields, append, remove, move } = useFieldArray({ control, name, keyName: 'fieldKey' })
  const full = field.maxItems !== undefined && fields.length >= field.maxItems
  const listError = errorAt(formState.errors, name)

  return (
    <Fieldset legend={field.label} radius="md">
      <Stack gap="md">
        {field.help ? (
          <Text size="sm" c="gray.7">
            {field.help}
          </Text>
        ) : null}
        {fields.length === 0 ? (
          <Text size="sm" c="gray.7">
            No items yet.
          </Text>
        ) : null}
        {fields.map((item, index) => {
          const itemName = `${field.label} item ${index + 1}`
          return (
            <Fieldset key={item.fieldKey} legend={itemName} radius="md" variant="filled">
              {renderFields(field.children ?? [], `${name}.${index}`)}
              <Group gap="xs" mt="sm">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="night.9"
                  aria-label={`Move ${itemName} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  leftSection={<IconArrowUp size={16} aria-hidden />}
                >
                  Up
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="night.9"
                  aria-label={`Move ${itemName} down`}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                  leftSection={<IconArrowDown size={16} aria-hidden />}
                >
                  Down
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red.9"
                  aria-label={`Remove ${itemName}`}
                  onClick={() => remove(index)}
                  leftSection={<IconTrash size={16} aria-hidden />}
                >
                  Remove
                </Button>
              </Group>
            </Fieldset>
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
          onClick={() => append(blankItem(field))}
        >
          Add to {field.label}
        </Button>
      </Stack>
    </Fieldset>
  )
}
