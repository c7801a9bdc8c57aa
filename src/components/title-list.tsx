import { List } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { QueryState } from './query-state'

/** A plain list of item titles from a query, with its loading, empty and error states. */
export function TitleList<T>({ query, label, title }: { query: UseQueryResult<T[]>; label: string; title: (item: T) => string }) {
  return (
    <QueryState query={query} label={label}>
      {(items) => (
        <List spacing="xs" aria-label={label}>
          {items.map((item) => (
            <List.Item key={title(item)}>{title(item)}</List.Item>
          ))}
        </List>
      )}
    </QueryState>
  )
}
