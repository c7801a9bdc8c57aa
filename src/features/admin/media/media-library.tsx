import { Box, Button, Checkbox, Group, Pagination, Text } from '@mantine/core'
import { IconUpload } from '@tabler/icons-react'
import { useCallback, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { MediaItem } from '../../../api/schemas'
import { AdminScreen } from '../../../components/admin-screen'
import { QueryState } from '../../../components/query-state'
import { draftIds } from '../forms/draft-store'
import { DeleteMediaDialog } from './delete-media-dialog'
import { MEDIA_DRAFT_PREFIX, MediaDetailsDrawer } from './media-details-drawer'
import { MediaGrid } from './media-grid'
import { itemCount, libraryPage, MEDIA_PER_PAGE, useMediaViewParams } from './media-query'
import { useSeenItems } from './use-seen-items'
import { MediaTable } from './media-table'
import { MediaToolbar } from './media-toolbar'
import { SelectionBar } from './selection-bar'
import { UploadPanel } from './upload-panel'
import { useSelection } from './use-selection'
import { readableColors } from '../forms/field-styles'

const UPLOAD_PANEL_ID = 'media-upload-panel'

/** The media library: search, sort, grid or list, selection with download and delete, upload, details. */
export function MediaLibrary({ title, uploadOpen: initialUpload }: { title: string; uploadOpen: boolean }) {
  const { view, sort, setView, setSort } = useMediaViewParams()
  const [search, setSearch] = useState('')
  // As in the generic lists (use-list-state.ts): the first change searches at once.
  const [q] = useDebouncedValue(search.trim(), 200, { leading: true })
  const [page, setPage] = useState(1)
  // Paged, sorted and searched on the server: opening a library of 10,000 images fetches one page.
  const query = useQuery({
    ...libraryPage({ q, page, sort }),
    placeholderData: keepPreviousData,
  })
  const [uploadOpen, setUploadOpen] = useState(initialUpload)
  const { pathname } = useLocation()
  // Details whose edit was cut short by the end of the session open again, with the draft.
  const [detailsId, setDetailsId] = useState<string | null>(() => draftIds(pathname, MEDIA_DRAFT_PREFIX)[0] ?? null)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const items = query.data?.items ?? []
  const selection = useSelection(items)
  // The selection outlives the page it was made on: the items chosen on other pages are remembered.
  const seen = useSeenItems(items)
  const selected = [...selection.ids].map((id) => seen.get(id)).filter((item) => item !== undefined)
  const details = seen.get(detailsId ?? '') ?? null
  const open = useCallback((item: MediaItem) => setDetailsId(item.id), [])

  return (
    <Box style={readableColors}>
      <AdminScreen title={title}>
        <Group justify="space-between" gap="sm">
          <Text c="gray.7">Images for pages, settings and the public site.</Text>
          <Button
            leftSection={<IconUpload size={18} aria-hidden />}
            onClick={() => setUploadOpen((o) => !o)}
            aria-expanded={uploadOpen}
            aria-controls={UPLOAD_PANEL_ID}
            variant={uploadOpen ? 'default' : 'filled'}
            color={uploadOpen ? undefined : 'sun.6'}
            autoContrast
          >
            {uploadOpen ? 'Close upload' : 'Upload'}
          </Button>
        </Group>
        {uploadOpen ? <UploadPanel id={UPLOAD_PANEL_ID} /> : null}
        <MediaToolbar
          search={search}
          onSearch={(value) => {
            setSearch(value)
            setPage(1)
          }}
          sort={sort}
          onSort={(value) => {
            setSort(value)
            setPage(1)
          }}
          view={view}
          onView={setView}
        />
        <QueryState
          query={query}
          label="media"
          isEmpty={(result) => result.total === 0 && !q}
          empty={<Text>The media library is empty. Upload images to get started.</Text>}
        >
          {({ items: pageItems, total, page: current }) => {
            if (total === 0) return <Text>No media matches &quot;{q}&quot;</Text>
            const paged = { pageItems, page: current, pages: Math.ceil(total / MEDIA_PER_PAGE) }
            const allSelected = pageItems.every((item) => selection.has(item.id))
            const someSelected = !allSelected && pageItems.some((item) => selection.has(item.id))
            const first = (paged.page - 1) * MEDIA_PER_PAGE + 1
            return (
              <>
                <Group justify="space-between" gap="sm">
                  <Checkbox
                    label={paged.pages > 1 ? 'Select this page' : 'Select all'}
                    checked={allSelected}
                    indeterminate={someSelected}
                    onChange={() =>
                      selection.setMany(
                        pageItems.map((item) => item.id),
                        !allSelected,
                      )
                    }
                  />
                  <Text size="sm" c="gray.7">
                    Showing {first}–{first + paged.pageItems.length - 1} of {itemCount(total)}
                  </Text>
                </Group>
                {view === 'grid' ? (
                  <MediaGrid items={paged.pageItems} selection={selection} onOpen={open} />
                ) : (
                  <MediaTable items={paged.pageItems} selection={selection} onOpen={open} />
                )}
                {paged.pages > 1 ? (
                  <nav aria-label="Media pages">
                    <Pagination
                      total={paged.pages}
                      value={paged.page}
                      onChange={setPage}
                      getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                    />
                  </nav>
                ) : null}
              </>
            )
          }}
        </QueryState>
        {selected.length ? (
          <SelectionBar selected={selected} onDelete={() => setConfirmDelete(true)} onClear={selection.clear} />
        ) : null}
        <DeleteMediaDialog
          items={selected}
          opened={confirmDelete}
          onClose={() => setConfirmDelete(false)}
          onDeleted={(ids) => selection.setMany(ids, false)}
        />
        <MediaDetailsDrawer item={details} onClose={() => setDetailsId(null)} />
      </AdminScreen>
    </Box>
  )
}
