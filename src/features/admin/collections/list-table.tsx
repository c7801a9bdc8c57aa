import { DragDropContext, Droppable, type DropResult } from '@hello-pangea/dnd'
import { Checkbox, Table, UnstyledButton } from '@mantine/core'
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react'
import { useCallback, useLayoutEffect, useRef } from 'react'
import type { AdminCollection } from '../../../api/registry/admin'
import type { AnyRecord } from '../../../api/resources/collection-admin'
import { useRangeToggle } from '../../../components/use-range-toggle'
import { fieldAt } from './cell-value'
import { ListRow } from './list-row'
import { PAGE_SIZE, type ListState } from './use-list-state'
import classes from './collections.module.css'
import hidden from '../../../components/visually-hidden.module.css'

export const DRAG_INSTRUCTIONS =
  'Press space bar to pick up the row. Use the arrow keys to move it, space bar to drop it, or escape to cancel. ' +
  'The Move up and Move down buttons do the same.'

interface ListTableProps {
  admin: AdminCollection
  state: ListState
  items: AnyRecord[]
  total: number
  /** Moves a record to a place in the whole list (reorderable lists). */
  onMove: (record: AnyRecord, to: number) => void
}

/** One page of records: sortable headers, a checkbox per row, drag and drop and move buttons when reorderable. */
export function ListTable({ admin, state, items, total, onMove }: ListTableProps) {
  const { collection } = admin
  const offset = (state.page - 1) * PAGE_SIZE
  const allSelected = items.length > 0 && items.every((r) => state.selected.has(r.id))
  const someSelected = items.some((r) => state.selected.has(r.id))
  const selectPage = () => state.setSelected(allSelected ? new Set() : new Set(items.map((r) => r.id)))
  const { setSelected } = state
  const toggle = useRangeToggle(items, setSelected)
  // The latest move handler, for a callback that stays the same (a row renders again only for its own props).
  const latest = useRef(onMove)
  useLayoutEffect(() => {
    latest.current = onMove
  })
  const move = useCallback((record: AnyRecord, to: number) => latest.current(record, to), [])
  const drop = ({ source, destination, draggableId }: DropResult) => {
    const record = items.find((r) => r.id === draggableId)
    if (record && destination && destination.index !== source.index) onMove(record, offset + destination.index)
  }

  const rows = items.map((record, index) => (
    <ListRow
      key={record.id}
      admin={admin}
      record={record}
      index={index}
      position={offset + index}
      total={total}
      selected={state.selected.has(record.id)}
      reorderable={state.reorderable}
      onToggle={toggle}
      onMove={move}
    />
  ))

  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table highlightOnHover verticalSpacing="xs" aria-label={collection.label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all on this page"
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                onChange={selectPage}
                color="night.9"
              />
            </Table.Th>
            {state.reorderable ? (
              <Table.Th w={40}>
                <span className={hidden.visuallyHidden}>Drag</span>
              </Table.Th>
            ) : null}
            {admin.columns.map((path) => {
              const label = fieldAt(admin.fields, path)?.label ?? path
              if (!collection.sortable.includes(path)) return <Table.Th key={path}>{label}</Table.Th>
              const direction = state.sort?.field === path ? (state.sort.descending ? 'descending' : 'ascending') : undefined
              const Icon =
                direction === 'ascending' ? IconSortAscending : direction === 'descending' ? IconSortDescending : IconArrowsSort
              return (
                <Table.Th key={path} aria-sort={direction ?? 'none'}>
                  <UnstyledButton className={classes.sort} onClick={() => state.toggleSort(path)}>
                    {label}
                    <Icon size={16} aria-hidden />
                  </UnstyledButton>
                </Table.Th>
              )
            })}
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {collection.ordered ? (
          <DragDropContext onDragEnd={drop} dragHandleUsageInstructions={DRAG_INSTRUCTIONS}>
            <Droppable droppableId={`list-${collection.name}`} isDropDisabled={!state.reorderable}>
              {(provided) => (
                <Table.Tbody ref={provided.innerRef} {...provided.droppableProps}>
                  {rows}
                  {provided.placeholder}
                </Table.Tbody>
              )}
            </Droppable>
          </DragDropContext>
        ) : (
          // A collection with no order of its own needs no drag and drop.
          <Table.Tbody>{rows}</Table.Tbody>
        )}
      </Table>
    </Table.ScrollContainer>
  )
}
