import { Group, Paper, Text, ThemeIcon } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useId } from 'react'
import { QueryState } from '../../../components/query-state'

interface StatCardProps<T> {
  label: string
  icon: Icon
  /** A whole list, or a page of one (its `total` is the figure; its items are the newest). */
  query: UseQueryResult<T[] | { items: T[]; total: number }>
  /** A true remark about the items (no invented "increase"). */
  note: (items: T[]) => string
}

/** One figure counted from an API list, with its loading and error states. */
export function StatCard<T>({ label, icon: CardIcon, query, note }: StatCardProps<T>) {
  const labelId = useId()
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={labelId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text id={labelId} fw={700} size="sm" c="gray.7">
          {label}
        </Text>
        <ThemeIcon variant="light" color="night" radius="md" aria-hidden>
          <CardIcon size={20} />
        </ThemeIcon>
      </Group>
      <QueryState query={query} label={label.toLowerCase()} isEmpty={() => false}>
        {(data) => {
          const [items, count] = Array.isArray(data) ? [data, data.length] : [data.items, data.total]
          return (
            <>
              <Text fz={34} fw={800} lh={1.2} mt="xs" data-testid="stat-value">
                {count}
              </Text>
              <Text size="sm" c="gray.7">
                {count === 0 ? 'None yet' : note(items)}
              </Text>
            </>
          )
        }}
      </QueryState>
    </Paper>
  )
}
