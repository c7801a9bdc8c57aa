import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ApiError } from '../api/client'

interface QueryStateProps<T> {
  query: UseQueryResult<T>
  /** What is loading, for screen readers and the error text ("services"). */
  label: string
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  loading?: ReactNode
  children: (data: T) => ReactNode
}

/** Loading, error (with retry), empty and success states of one query. */
export function QueryState<T>({ query, label, isEmpty, empty, loading, children }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      loading ?? (
        <Center py="xl" role="status" aria-live="polite" aria-busy="true">
          <Loader size="sm" aria-label={`Loading ${label}`} />
        </Center>
      )
    )
  }
  if (query.isError) {
    const status = query.error instanceof ApiError && query.error.status ? ` (${query.error.status})` : ''
    return (
      <Alert color="red" title={`We couldn't load the ${label}${status}`} role="alert" variant="light">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
        </Stack>
      </Alert>
    )
  }
  const data = query.data
  if (isEmpty ? isEmpty(data) : Array.isArray(data) && data.length === 0) {
    return <>{empty ?? <Text c="dimmed">There are no {label} to show yet.</Text>}</>
  }
  return <>{children(data)}</>
}
