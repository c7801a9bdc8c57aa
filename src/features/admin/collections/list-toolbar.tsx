import { Group, NativeSelect, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { AdminCollection } from '../../../api/registry/admin'
import { fieldAt } from './cell-value'
import type { ListState } from './use-list-state'

/** The search box and a filter per filterable field. */
export function ListToolbar({ admin, state }: { admin: AdminCollection; state: ListState }) {
  const { collection } = admin
  // Filters on free values (a blog post's category) offer the values the records have, counted over the whole
  // collection (use-list-state.ts).
  const { facets } = state

  const optionsOf = (path: string) => {
    const field = fieldAt(admin.fields, path)
    if (field?.options) return field.options.map((value) => ({ value, label: value }))
    if (field?.widget === 'switch')
      return [
        { value: 'true', label: 'Yes' },
        { value: 'false', label: 'No' },
      ]
    const values = [...(facets?.[path] ?? [])]
    // The value chosen stays offered while its page loads (or once no record has it any more).
    const chosen = state.filters[path]
    if (chosen && !values.some((v) => v.value === chosen)) values.push({ value: chosen, count: 0 })
    return values.map(({ value, count }) => ({ value, label: `${value} (${count})` }))
  }

  if (collection.searchable.length === 0 && collection.filterable.length === 0) return null
  return (
    <Group gap="sm" align="flex-end">
      {collection.searchable.length > 0 ? (
        <TextInput
          label={`Search ${collection.label.toLowerCase()}`}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={state.search}
          onChange={(event) => state.setSearch(event.currentTarget.value)}
          miw={240}
        />
      ) : null}
      {collection.filterable.map((path) => (
        <NativeSelect
          key={path}
          label={`Filter by ${(fieldAt(admin.fields, path)?.label ?? path).toLowerCase()}`}
          value={state.filters[path] ?? ''}
          data={[{ value: '', label: 'All' }, ...optionsOf(path)]}
          onChange={(event) => state.setFilter(path, event.currentTarget.value)}
        />
      ))}
    </Group>
  )
}
