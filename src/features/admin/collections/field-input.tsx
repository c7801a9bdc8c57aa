import { Fieldset, NativeSelect, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core'
import { useFormContext } from 'react-hook-form'
import type { FieldNode } from '../../../api/registry/admin'
import { errorAt, joinPath } from './field-errors'
import { GroupListField } from './group-list-field'
import { ImageField } from './image-field'
import { StringListField } from './string-list-field'

const toNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value))
const toOptional = (value: unknown) => (value === '' ? undefined : value)

/** The inputs of some fields (a record, a fieldset, an item of a group) under a form path prefix. */
export function FieldInputs({ fields, prefix = '' }: { fields: FieldNode[]; prefix?: string }) {
  return (
    <Stack gap="md">
      {fields.map((field) => (
        <FieldInput key={field.name} field={field} name={joinPath(prefix, field.name)} />
      ))}
    </Stack>
  )
}

/** One field, with the widget its schema (or the admin description) asks for, its label, help and message. */
export function FieldInput({ field, name }: { field: FieldNode; name: string }) {
  const { register, formState } = useFormContext()
  const error = errorAt(formState.errors, name)
  const common = { label: field.label, description: field.help, error, withAsterisk: field.required }
  switch (field.widget) {
    case 'hidden':
      return null
    case 'fieldset':
      return (
        <Fieldset legend={field.label} radius="md">
          {field.help ? (
            <Text size="sm" c="gray.7" mb="xs">
              {field.help}
            </Text>
          ) : null}
          <FieldInputs fields={field.children ?? []} prefix={name} />
        </Fieldset>
      )
    case 'image':
      return <ImageField field={field} name={name} />
    case 'list':
      return <StringListField field={field} name={name} />
    case 'groups':
      return (
        <GroupListField
          field={field}
          name={name}
          renderFields={(fields, prefix) => <FieldInputs fields={fields} prefix={prefix} />}
        />
      )
    case 'textarea':
      return <Textarea {...common} autosize minRows={3} maxRows={12} {...register(name)} />
    case 'number':
      return <TextInput {...common} type="number" inputMode="numeric" {...register(name, { setValueAs: toNumber })} />
    case 'date':
      return <TextInput {...common} type="date" {...register(name)} />
    case 'switch':
      return <Switch label={field.label} description={field.help} error={error} color="night.9" {...register(name)} />
    case 'select':
      return (
        <NativeSelect
          {...common}
          data={[
            ...(field.required ? [] : [{ value: '', label: 'None' }]),
            ...(field.options ?? []).map((o) => ({ value: o, label: o })),
          ]}
          {...register(name, { setValueAs: field.required ? undefined : toOptional })}
        />
      )
    default:
      return <TextInput {...common} {...register(name, { setValueAs: field.required ? undefined : toOptional })} />
  }
}
