import type { DraggableProvided } from '@hello-pangea/dnd'
import { IconArrowDown, IconArrowUp, IconExternalLink, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { MenuChild } from '../../../api/schemas'
import { RowIconButton } from '../../../components/row-icon-button'
import classes from './menu-editor.module.css'
import { MenuItemForm } from './menu-item-form'
import { focusKey } from './use-focus-request'
import type { MenuEditing } from './use-menu-editing'

interface MenuItemRowProps {
  item: MenuChild
  index: number
  count: number
  editing: MenuEditing
  /** What @hello-pangea/dnd gives the row: its ref, its props and the props of the drag handle. */
  dragRef: DraggableProvided['innerRef']
  draggableProps: DraggableProvided['draggableProps']
  dragHandleProps: DraggableProvided['dragHandleProps']
  isDragging: boolean
  /** The children toggle, the count of children and the nested list (top-level rows only). */
  toggle?: ReactNode
  childCount?: number
  children?: ReactNode
}

/**
 * One menu row: drag handle, title, url, a marker for new-tab links, move/edit/delete buttons; or its edit form. A
 * menu can have hundreds, so the row is plain elements styled by menu-editor.module.css (as Mantine's Group and Text
 * look).
 */
export function MenuItemRow({
  item,
  index,
  count,
  editing,
  dragRef,
  draggableProps,
  dragHandleProps,
  isDragging,
  toggle,
  childCount,
  children,
}: MenuItemRowProps) {
  const isEditing = editing.editingId === item.id
  const external = item.target === '_blank'
  return (
    <div
      role="listitem"
      ref={dragRef}
      {...draggableProps}
      className={classes.item}
      data-dragging={isDragging || undefined}
      data-editing={isEditing || undefined}
    >
      {isEditing ? (
        <MenuItemForm
          item={editing.formValues(item)}
          draftKey={editing.draftKey(item.id)}
          onSave={(fields) => editing.saveItem(item.id, fields)}
          onCancel={() => editing.close(item.id)}
        />
      ) : (
        <div className={classes.row}>
          <div {...dragHandleProps} aria-label={`Reorder ${item.title}`} className={classes.handle}>
            <IconGripVertical size={18} aria-hidden />
          </div>
          <div className={classes.body}>
            <p className={classes.title} data-menu-item-title>
              {item.title}
            </p>
            <div className={classes.meta}>
              <span className={classes.url}>{item.url}</span>
              {external ? <IconExternalLink size={15} role="img" aria-label="Opens in a new tab" /> : null}
              {childCount ? (
                <span>
                  · {childCount} {childCount === 1 ? 'child' : 'children'}
                </span>
              ) : null}
            </div>
          </div>
          <div className={classes.actions}>
            {toggle}
            <RowAction
              label={`Move ${item.title} up`}
              focus={focusKey('up', item.id)}
              disabled={index === 0}
              onClick={() => editing.move(item, -1)}
            >
              <IconArrowUp size={18} aria-hidden />
            </RowAction>
            <RowAction
              label={`Move ${item.title} down`}
              focus={focusKey('down', item.id)}
              disabled={index >= count - 1}
              onClick={() => editing.move(item, 1)}
            >
              <IconArrowDown size={18} aria-hidden />
            </RowAction>
            <RowAction label={`Edit ${item.title}`} focus={focusKey('edit', item.id)} onClick={() => editing.edit(item.id)}>
              <IconPencil size={18} aria-hidden />
            </RowAction>
            <RowAction
              label={`Delete ${item.title}`}
              focus={focusKey('delete', item.id)}
              tone="danger"
              onClick={() => editing.remove(item)}
            >
              <IconTrash size={18} aria-hidden />
            </RowAction>
          </div>
        </div>
      )}
      {children}
    </div>
  )
}

interface RowActionProps {
  label: string
  focus: string
  onClick: () => void
  disabled?: boolean
  tone?: 'danger'
  children: ReactNode
}

function RowAction({ label, focus, onClick, disabled, tone, children }: RowActionProps) {
  return (
    <RowIconButton label={label} title={label} data-focus-key={focus} disabled={disabled} tone={tone} onClick={onClick}>
      {children}
    </RowIconButton>
  )
}
