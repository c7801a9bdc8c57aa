import { Anchor, Badge, Table, Text, VisuallyHidden } from '@mantine/core'
import { Link, useLocation } from 'react-router-dom'
import { entryPath, formatReceived, type EntryKind, type InboxEntry } from './inbox-entries'
import classes from './inbox.module.css'
import { SharedNetworkBadge } from './shared-network-badge'

/** The entries of one kind, newest first; unread ones are marked and bold; the sender opens the entry. */
export function InboxTable({ kind, entries }: { kind: EntryKind; entries: InboxEntry[] }) {
  const { search } = useLocation()
  const withStatus = kind === 'registrations'
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Inbox">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <VisuallyHidden>Read</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col">From</Table.Th>
            {withStatus ? <Table.Th scope="col">Status</Table.Th> : null}
            <Table.Th scope="col">Summary</Table.Th>
            <Table.Th scope="col">Received</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={`${entry.kind}/${entry.id}`} data-unread={!entry.read || undefined} className={classes.row}>
              <Table.Td w={90}>
                {entry.read ? (
                  <VisuallyHidden>Read</VisuallyHidden>
                ) : (
                  <Badge color="sun.6" autoContrast size="sm">
                    Unread
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={entryPath(entry.kind, entry.id)}
                  state={{ inboxSearch: search }}
                  fw={entry.read ? 500 : 800}
                  c="night.9"
                >
                  {entry.sender}
                </Anchor>
                <Text size="sm" c="gray.7">
                  {entry.email}
                </Text>
              </Table.Td>
              {withStatus ? (
                <Table.Td>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {entry.status}
                  </Text>
                  {entry.notice ? <SharedNetworkBadge notice={entry.notice} /> : null}
                </Table.Td>
              ) : null}
              <Table.Td maw={360}>
                <Text size="sm" lineClamp={2} fw={entry.read ? 400 : 600}>
                  {entry.summary}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" component="time" dateTime={entry.createdAt} style={{ whiteSpace: 'nowrap' }}>
                  {formatReceived(entry.createdAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
