import { Anchor, Badge, Code, Table, Text } from '@mantine/core'
import { Link } from 'react-router-dom'
import type { Page } from '../../../api/schemas'

const updatedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

export function formatUpdated(iso: string): string {
  return updatedFormat.format(new Date(iso))
}

/** Every page with its type, public path and last edit; the title opens the editor. */
export function PagesTable({ pages }: { pages: Page[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Pages">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Title</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Path</Table.Th>
            <Table.Th scope="col">Last updated</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pages.map((page) => (
            <Table.Tr key={page.id}>
              <Table.Td>
                <Anchor component={Link} to={`/dashboard/pages/edit/${encodeURIComponent(page.id)}`} fw={600} c="night.9">
                  {page.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge color={page.type === 'service' ? 'leaf.9' : 'night.9'}>{page.type}</Badge>
              </Table.Td>
              <Table.Td>
                <Code>{page.path}</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm" component="time" dateTime={page.updatedAt}>
                  {formatUpdated(page.updatedAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
