import type { DraggableProvided } from '@hello-pangea/dnd'
import { ActionIcon, Box, Group, Text } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconExternalLink, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { MenuChild } from '../../../api/schemas'
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

/** One menu row: drag handle, title, url, a marker for new-tab links, move/edit/delete buttons; or its edit form. */
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
        <Group gap="sm" wrap="nowrap" align="center">
          <div {...dragHandleProps} aria-label={`Reorder ${item.title}`} className={classes.handle}>
            <IconGripVertical size={18} aria-hidden />
          </div>
          <Box flex={1} miw={0}>
            <Text fw={600} data-menu-item-title>
              {item.title}
            </Text>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" c="gray.7" className={classes.url}>
                {item.url}
              </Text>
              {external ? <IconExternalLink size={15} role="img" aria-label="Opens in a new tab" /> : null}
              {childCount ? (
                <Text size="sm" c="gray.7">
                  · {childCount} {childCount === 1 ? 'child' : 'children'}
                </Text>
              ) : null}
            </Group>
          </Box>
          <Group gap={4} className={classes.actions}>
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
              color="red.9"
              onClick={() => editing.remove(item)}
            >
              <IconTrash size={18} aria-hidden />
            </RowAction>
          </Group>
        </Group>
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
  color?: string
  children: ReactNode
}

function RowAction({ label, focus, onClick, disabled, color = 'night.9', children }: RowActionProps) {
  return (
    <ActionIcon
      variant="subtle"
      color={color}
      size="lg"
      aria-label={label}
      title={label}
      data-focus-key={focus}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </ActionIcon>
  )
}
