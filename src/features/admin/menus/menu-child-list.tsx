import { Draggable, Droppable } from '@hello-pangea/dnd'
import type { MenuItem } from '../../../api/schemas'
import classes from './menu-editor.module.css'
import type { MenuEditing } from './use-menu-editing'
import { MenuItemRow } from './menu-item-row'
import { CHILDREN_DROPPABLE } from './use-menu-editing'

/** The children of one item: a list of its own (a drag type per parent), so they reorder within their parent. */
export function MenuChildList({ parent, editing }: { parent: MenuItem; editing: MenuEditing }) {
  const children = parent.children ?? []
  return (
    <Droppable droppableId={`${CHILDREN_DROPPABLE}${parent.id}`} type={`children-of-${parent.id}`}>
      {(provided) => (
        <div
          id={`menu-children-${parent.id}`}
          role="list"
          aria-label={`Children of ${parent.title}`}
          ref={provided.innerRef}
          {...provided.droppableProps}
          className={`${classes.list} ${classes.children}`}
        >
          {children.map((child, index) => (
            <Draggable key={child.id} draggableId={child.id} index={index} isDragDisabled={editing.editingId === child.id}>
              {(dragProvided, snapshot) => (
                <MenuItemRow
                  item={child}
                  index={index}
                  count={children.length}
                  editing={editing}
                  dragRef={dragProvided.innerRef}
                  draggableProps={dragProvided.draggableProps}
                  dragHandleProps={dragProvided.dragHandleProps}
                  isDragging={snapshot.isDragging}
                />
              )}
            </Draggable>
          ))}
          {provided.placeholder}
        </div>
      )}
    </Droppable>
  )
}
