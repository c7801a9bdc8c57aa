import { Draggable, type DraggableProvided } from '@hello-pangea/dnd'
import { ActionIcon, Anchor, Checkbox, Group, Table } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react'
import { memo } from 'react'
import { Link } from 'react-router-dom'
import { adminPath, recordTitle, type AdminCollection } from '../../../api/registry/admin'
import type { AnyRecord } from '../../../api/resources/collection-admin'
import { cellText, fieldAt } from './cell-value'
import classes from './collections.module.css'

interface ListRowProps {
  admin: AdminCollection
  record: AnyRecord
  /** On this page, and in the whole list. */
  index: number
  position: number
  total: number
  selected: boolean
  reorderable: boolean
  /** Stable callbacks: a row renders again only when its own props change (one click, one row). */
  onToggle: (id: string) => void
  onMove: (record: AnyRecord, to: number) => void
}

/** A row; draggable while the list is in the collection's own order. */
export const ListRow = memo(function ListRow(props: ListRowProps) {
  if (!props.reorderable) return <RowContent {...props} />
  return (
    <Draggable draggableId={props.record.id} index={props.index}>
      {(provided, snapshot) => <RowContent {...props} provided={provided} dragging={snapshot.isDragging} />}
    </Draggable>
  )
})

function RowContent({
  admin,
  record,
  position,
  total,
  selected,
  reorderable,
  onToggle,
  onMove,
  provided,
  dragging,
}: ListRowProps & { provided?: DraggableProvided; dragging?: boolean }) {
  const title = recordTitle(admin, record)
  const editPath = adminPath(admin, `/${encodeURIComponent(record.id)}`)
  return (
    <Table.Tr
      ref={provided?.innerRef}
      {...provided?.draggableProps}
      className={classes.row}
      data-dragging={dragging || undefined}
    >
      <Table.Td>
        <Checkbox aria-label={`Select ${title}`} checked={selected} onChange={() => onToggle(record.id)} color="night.9" />
      </Table.Td>
      {provided ? (
        <Table.Td>
          <div {...provided.dragHandleProps} aria-label={`Reorder ${title}`} className={classes.handle}>
            <IconGripVertical size={18} aria-hidden />
          </div>
        </Table.Td>
      ) : null}
      {admin.columns.map((path, column) => (
        <Table.Td key={path}>
          {column === 0 ? (
            <Anchor component={Link} to={editPath} c="night.9" fw={600}>
              {cellText(record, path, fieldAt(admin.fields, path), Infinity)}
            </Anchor>
          ) : (
            cellText(record, path, fieldAt(admin.fields, path))
          )}
        </Table.Td>
      ))}
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {reorderable ? (
            <>
              <ActionIcon
                variant="subtle"
                color="night.9"
                size="lg"
                aria-label={`Move ${title} up`}
                disabled={position === 0}
                onClick={() => onMove(record, position - 1)}
              >
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="night.9"
                size="lg"
                aria-label={`Move ${title} down`}
                disabled={position >= total - 1}
                onClick={() => onMove(record, position + 1)}
              >
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
            </>
          ) : null}
          <Anchor component={Link} to={editPath} c="night.9" size="sm" aria-label={`Edit ${title}`}>
            Edit
          </Anchor>
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}
