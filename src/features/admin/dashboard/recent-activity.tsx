import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { AppLink } from '../../../components/app-link'
import { useRecentActivity } from '../../../api/resources/activity'
import type { Activity } from '../../../api/schemas'
import { QueryState } from '../../../components/query-state'
import { activityHref, timeAgo } from './time-ago'

const exactTime = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' })

function ActivityRow({ entry }: { entry: Activity }) {
  const href = activityHref(entry)
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        {href ? (
          <Anchor component={AppLink} to={href} fw={600} truncate>
            {entry.label}
          </Anchor>
        ) : (
          <Text fw={600} truncate>
            {entry.label}
          </Text>
        )}
        <Badge variant="outline" color="night" size="sm">
          {entry.action}
        </Badge>
      </Group>
      <Text component="time" dateTime={entry.at} title={exactTime.format(new Date(entry.at))} size="sm" c="gray.7">
        {timeAgo(entry.at)}
      </Text>
    </Group>
  )
}

/** The real edit history: the five newest changes saved through the API. */
export function RecentActivity() {
  const query = useRecentActivity(5)
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recent-heading">
      <Title order={2} size="h4" id="recent-heading" mb="xs">
        Recently Edited
      </Title>
      <QueryState
        query={query}
        label="recent edits"
        empty={<Text c="gray.7">Nothing has been edited yet. Changes you save in the admin show up here.</Text>}
      >
        {(entries) => (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Recent edits">
            {entries.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Paper>
  )
}
