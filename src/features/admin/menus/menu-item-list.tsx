import { DragDropContext, Draggable, Droppable } from '@hello-pangea/dnd'
import { Button } from '@mantine/core'
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react'
import { useState } from 'react'
import type { MenuItem } from '../../../api/schemas'
import classes from './menu-editor.module.css'
import { MenuChildList } from './menu-child-list'
import { MenuItemRow } from './menu-item-row'
import { ROOT_DROPPABLE, type MenuEditing } from './use-menu-editing'

const DRAG_INSTRUCTIONS =
  'Press space bar to pick up the item. Use the arrow keys to move it, space bar to drop it, or escape to cancel. ' +
  'The Move up and Move down buttons do the same.'

/** The rows of one menu in their order, reorderable by mouse, touch and keyboard; children under a toggle. */
export function MenuItemList({ label, editing }: { label: string; editing: MenuEditing }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const savedCount = editing.rows.length - (editing.pendingId ? 1 : 0)

  return (
    <DragDropContext onDragEnd={editing.drop} dragHandleUsageInstructions={DRAG_INSTRUCTIONS}>
      <Droppable droppableId={ROOT_DROPPABLE} type="menu-item">
        {(provided) => (
          <div role="list" aria-label={label} ref={provided.innerRef} {...provided.droppableProps} className={classes.list}>
            {editing.rows.map((item, index) => (
              <Draggable key={item.id} draggableId={item.id} index={index} isDragDisabled={editing.editingId === item.id}>
                {(dragProvided, snapshot) => (
                  <MenuItemRow
                    item={item}
                    index={index}
                    count={savedCount}
                    editing={editing}
                    dragRef={dragProvided.innerRef}
                    draggableProps={dragProvided.draggableProps}
                    dragHandleProps={dragProvided.dragHandleProps}
                    isDragging={snapshot.isDragging}
                    childCount={item.children?.length}
                    toggle={
                      item.children?.length ? <ChildrenToggle item={item} open={expanded.has(item.id)} onToggle={toggle} /> : null
                    }
                  >
                    {item.children?.length && expanded.has(item.id) ? <MenuChildList parent={item} editing={editing} /> : null}
                  </MenuItemRow>
                )}
              </Draggable>
            ))}
            {provided.placeholder}
          </div>
        )}
      </Droppable>
    </DragDropContext>
  )
}

function ChildrenToggle({ item, open, onToggle }: { item: MenuItem; open: boolean; onToggle: (id: string) => void }) {
  const verb = open ? 'Hide' : 'Show'
  return (
    <Button
      variant="subtle"
      color="night.9"
      c="night.9"
      size="compact-sm"
      aria-expanded={open}
      aria-controls={open ? `menu-children-${item.id}` : undefined}
      aria-label={`${verb} children of ${item.title}`}
      leftSection={open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
      onClick={() => onToggle(item.id)}
    >
      <span className={classes.toggleText}>{verb} children</span>
    </Button>
  )
}
