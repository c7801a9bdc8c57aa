import { Draggable, type DraggableProvided } from '@hello-pangea/dnd'
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react'
import { memo } from 'react'
import { AppLink } from '../../../components/app-link'
import { RowIconButton } from '../../../components/row-icon-button'
import { adminPath, recordTitle, type AdminCollection } from '../../../api/registry/admin'
import type { AnyRecord } from '../../../api/resources/collection-admin'
import { cellText, fieldAt } from './cell-value'
import classes from './collections.module.css'
import checkbox from '../../../components/native-checkbox.module.css'
import { extendsRange } from '../../../components/use-range-toggle'

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
  /** `extend`: a shift-click, which sets every row from the last one clicked to this one alike. */
  onToggle: (id: string, extend: boolean) => void
  onMove: (record: AnyRecord, to: number) => void
}

/**
 * A row; draggable while the list is in the collection's own order. A page has 25 of them, so its cells are plain
 * elements styled by collections.module.css (as Mantine's table cells, checkbox and anchors look): rendering
 * Mantine's components in each cell was most of the time a list took to show.
 */
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
    <tr ref={provided?.innerRef} {...provided?.draggableProps} className={classes.row} data-dragging={dragging || undefined}>
      <td className={classes.cell}>
        <input
          type="checkbox"
          className={checkbox.checkbox}
          aria-label={`Select ${title}`}
          checked={selected}
          onChange={(event) => onToggle(record.id, extendsRange(event))}
        />
      </td>
      {provided ? (
        <td className={classes.cell}>
          <div {...provided.dragHandleProps} aria-label={`Reorder ${title}`} className={classes.handle}>
            <IconGripVertical size={18} aria-hidden />
          </div>
        </td>
      ) : null}
      {admin.columns.map((path, column) => (
        <td key={path} className={classes.cell}>
          {column === 0 ? (
            <AppLink to={editPath} className={classes.title}>
              {cellText(record, path, fieldAt(admin.fields, path), Infinity)}
            </AppLink>
          ) : (
            cellText(record, path, fieldAt(admin.fields, path))
          )}
        </td>
      ))}
      <td className={classes.cell}>
        <div className={classes.actions}>
          {reorderable ? (
            <>
              <RowIconButton label={`Move ${title} up`} disabled={position === 0} onClick={() => onMove(record, position - 1)}>
                <IconArrowUp size={18} aria-hidden />
              </RowIconButton>
              <RowIconButton
                label={`Move ${title} down`}
                disabled={position >= total - 1}
                onClick={() => onMove(record, position + 1)}
              >
                <IconArrowDown size={18} aria-hidden />
              </RowIconButton>
            </>
          ) : null}
          <AppLink to={editPath} className={classes.edit} aria-label={`Edit ${title}`}>
            Edit
          </AppLink>
        </div>
      </td>
    </tr>
  )
}
