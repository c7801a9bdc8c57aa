import { Group, NativeSelect, TextInput } from '@mantine/core'
import { IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react'
import { useId } from 'react'
import classes from './media-library.module.css'
import { MEDIA_SORTS, type MediaSort, type MediaView } from './media-query'
import hidden from '../../../components/visually-hidden.module.css'

interface MediaToolbarProps {
  search: string
  onSearch: (value: string) => void
  sort: MediaSort
  onSort: (value: MediaSort) => void
  view: MediaView
  onView: (value: MediaView) => void
}

const VIEWS = [
  { value: 'grid', label: 'Grid view', Icon: IconLayoutGrid },
  { value: 'list', label: 'List view', Icon: IconList },
] as const

/**
 * The grid/list switch: two radios drawn as a segmented control (arrow keys move between them). Mantine's
 * SegmentedControl measured its indicator's place (a forced layout of the whole screen) each time the library
 * showed a page.
 */
function ViewSwitch({ view, onView }: { view: MediaView; onView: (value: MediaView) => void }) {
  const name = useId()
  return (
    <div role="radiogroup" aria-label="Layout" className={classes.views}>
      {VIEWS.map(({ value, label, Icon }) => (
        <label key={value} className={classes.view} data-checked={view === value || undefined}>
          <input type="radio" name={name} value={value} checked={view === value} onChange={() => onView(value)} />
          <Icon size={18} aria-hidden />
          <span className={hidden.visuallyHidden}>{label}</span>
        </label>
      ))}
    </div>
  )
}

/** Search by name, sort, and the grid/list switch. */
export function MediaToolbar({ search, onSearch, sort, onSort, view, onView }: MediaToolbarProps) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <TextInput
        label="Search media"
        type="search"
        placeholder="Search by name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 240px' }}
      />
      <NativeSelect
        label="Sort by"
        data={MEDIA_SORTS.map((s) => ({ value: s.value, label: s.label }))}
        value={sort}
        onChange={(event) => onSort(event.currentTarget.value as MediaSort)}
        w={210}
      />
      <ViewSwitch view={view} onView={onView} />
    </Group>
  )
}
