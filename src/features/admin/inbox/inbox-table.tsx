import { Anchor, Badge, Table, Text, VisuallyHidden } from '@mantine/core'
import { Link, useLocation } from 'react-router-dom'
import { entryPath, formatReceived, KIND_LABEL, type InboxEntry } from './inbox-entries'
import classes from './inbox.module.css'

/** The entries, newest first; unread ones are marked and bold; the sender opens the entry. */
export function InboxTable({ entries }: { entries: InboxEntry[] }) {
  const { search } = useLocation()
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Inbox">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <VisuallyHidden>Status</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col">From</Table.Th>
            <Table.Th scope="col">Kind</Table.Th>
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
              <Table.Td>
                <Badge color={entry.kind === 'registrations' ? 'leaf.9' : 'night.9'}>{KIND_LABEL[entry.kind]}</Badge>
                {entry.status ? (
                  <Text size="xs" fw={600} mt={4} style={{ whiteSpace: 'nowrap' }}>
                    {entry.status}
                  </Text>
                ) : null}
              </Table.Td>
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
