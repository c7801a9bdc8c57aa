import { Group, NativeSelect, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { AdminCollection } from '../../../api/registry/admin'
import { valueAt } from '../../../api/registry/list-query'
import { adminQueries } from '../../../api/resources/collection-admin'
import { fieldAt } from './cell-value'
import type { ListState } from './use-list-state'

/** The search box and a filter per filterable field. */
export function ListToolbar({ admin, state }: { admin: AdminCollection; state: ListState }) {
  const { collection } = admin
  const needsValues = collection.filterable.some((path) => {
    const field = fieldAt(admin.fields, path)
    return !field?.options && field?.widget !== 'switch'
  })
  // Filters on free values (a blog post's category) offer the values the records have.
  const all = useQuery({ ...adminQueries(collection).page({ pageSize: 100 }), enabled: needsValues })

  const optionsOf = (path: string) => {
    const field = fieldAt(admin.fields, path)
    if (field?.options) return field.options.map((value) => ({ value, label: value }))
    if (field?.widget === 'switch')
      return [
        { value: 'true', label: 'Yes' },
        { value: 'false', label: 'No' },
      ]
    const values = new Set((all.data?.items ?? []).map((record) => String(valueAt(record, path) ?? '')).filter(Boolean))
    return [...values].sort().map((value) => ({ value, label: value }))
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
