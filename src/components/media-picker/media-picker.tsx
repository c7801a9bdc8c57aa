import { Badge, Modal, Pagination, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useState, type CSSProperties } from 'react'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { media } from '../../api/resources/media'
import type { MediaItem } from '../../api/schemas'
import { QueryState } from '../query-state'
import classes from './media-picker.module.css'
import { MediaThumb } from './media-thumb'

const PER_PAGE = 12

export interface MediaPickerProps {
  opened: boolean
  onClose: () => void
  /** Called with the chosen item; the dialog closes itself afterwards. */
  onSelect: (item: MediaItem) => void
  /** The item currently in use, marked in the grid. */
  selectedId?: string
  title?: string
}

/** A dialog to choose an image from the media library: searchable, paginated grid. */
export function MediaPicker({ opened, onClose, onSelect, selectedId, title = 'Choose an image' }: MediaPickerProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      styles={{
        title: { fontWeight: 700 },
        content: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' } as CSSProperties,
      }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? (
        <PickerBody
          onSelect={(item) => {
            onSelect(item)
            onClose()
          }}
          selectedId={selectedId}
        />
      ) : null}
    </Modal>
  )
}

function PickerBody({ onSelect, selectedId }: Pick<MediaPickerProps, 'onSelect' | 'selectedId'>) {
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search.trim(), 200)
  const [page, setPage] = useState(1)
  // Paged and searched on the server: a library of 10,000 images costs one page.
  const query = useQuery({ ...media.page({ q, page, pageSize: PER_PAGE }), placeholderData: keepPreviousData })

  return (
    <Stack gap="md">
      <TextInput
        label="Search media"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          setPage(1)
        }}
        data-autofocus
      />
      <QueryState
        query={query}
        label="media library"
        isEmpty={(result) => result.total === 0 && !q}
        empty={<Text>The media library is empty. Upload images first.</Text>}
      >
        {({ items: pageItems, total, page: current }) => {
          if (total === 0) return <Text>No media matches &quot;{q}&quot;</Text>
          const pages = Math.ceil(total / PER_PAGE)
          return (
            <>
              <ul className={classes.grid} aria-label="Media items">
                {pageItems.map((item) => (
                  <li key={item.id}>
                    <PickerOption item={item} selected={item.id === selectedId} onSelect={onSelect} />
                  </li>
                ))}
              </ul>
              {pages > 1 ? (
                <nav aria-label="Media pages">
                  <Pagination
                    total={pages}
                    value={current}
                    onChange={setPage}
                    size="sm"
                    getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                  />
                </nav>
              ) : null}
            </>
          )
        }}
      </QueryState>
    </Stack>
  )
}

function PickerOption({ item, selected, onSelect }: { item: MediaItem; selected: boolean; onSelect: (item: MediaItem) => void }) {
  return (
    <UnstyledButton onClick={() => onSelect(item)} aria-current={selected ? 'true' : undefined} className={classes.option}>
      <MediaThumb item={item} alt="" sizes="200px" />
      <Text size="xs" mt={4} lineClamp={1} style={{ wordBreak: 'break-all' }}>
        {item.name}
      </Text>
      {selected ? (
        <Badge size="xs" color="night.9" mt={2}>
          Current
        </Badge>
      ) : null}
    </UnstyledButton>
  )
}
