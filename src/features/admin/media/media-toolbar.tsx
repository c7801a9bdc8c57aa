import { Group, NativeSelect, SegmentedControl, TextInput, VisuallyHidden } from '@mantine/core'
import { IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react'
import { MEDIA_SORTS, type MediaSort, type MediaView } from './media-query'

interface MediaToolbarProps {
  search: string
  onSearch: (value: string) => void
  sort: MediaSort
  onSort: (value: MediaSort) => void
  view: MediaView
  onView: (value: MediaView) => void
}

const VIEWS = [
  {
    value: 'grid',
    label: (
      <Group gap={6} wrap="nowrap">
        <IconLayoutGrid size={18} aria-hidden />
        <VisuallyHidden>Grid view</VisuallyHidden>
      </Group>
    ),
  },
  {
    value: 'list',
    label: (
      <Group gap={6} wrap="nowrap">
        <IconList size={18} aria-hidden />
        <VisuallyHidden>List view</VisuallyHidden>
      </Group>
    ),
  },
]

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
      <SegmentedControl
        aria-label="Layout"
        data={VIEWS}
        value={view}
        onChange={(value) => onView(value as MediaView)}
        color="night.9"
      />
    </Group>
  )
}
