import { Box, Button, Checkbox, Group, Pagination, Text } from '@mantine/core'
import { IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useMedia } from '../../../api/resources/media'
import type { MediaItem } from '../../../api/schemas'
import { AdminScreen } from '../../../components/admin-screen'
import { filterMediaByName, paginate } from '../../../components/media-picker'
import { QueryState } from '../../../components/query-state'
import { draftIds } from '../forms/draft-store'
import { DeleteMediaDialog } from './delete-media-dialog'
import { MEDIA_DRAFT_PREFIX, MediaDetailsDrawer } from './media-details-drawer'
import { MediaGrid } from './media-grid'
import { itemCount, sortMedia, useMediaViewParams } from './media-query'
import { MediaTable } from './media-table'
import { MediaToolbar } from './media-toolbar'
import { SelectionBar } from './selection-bar'
import { UploadPanel } from './upload-panel'
import { useSelection } from './use-selection'
import { readableColors } from '../forms/field-styles'

export const MEDIA_PER_PAGE = 24
const UPLOAD_PANEL_ID = 'media-upload-panel'

/** The media library: search, sort, grid or list, selection with download and delete, upload, details. */
export function MediaLibrary({ title, uploadOpen: initialUpload }: { title: string; uploadOpen: boolean }) {
  const query = useMedia()
  const { view, sort, setView, setSort } = useMediaViewParams()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [uploadOpen, setUploadOpen] = useState(initialUpload)
  const { pathname } = useLocation()
  // Details whose edit was cut short by the end of the session open again, with the draft.
  const [detailsId, setDetailsId] = useState<string | null>(() => draftIds(pathname, MEDIA_DRAFT_PREFIX)[0] ?? null)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const selection = useSelection()

  const items = query.data ?? []
  const selected = items.filter((item) => selection.has(item.id))
  const details = items.find((item) => item.id === detailsId) ?? null
  const open = (item: MediaItem) => setDetailsId(item.id)

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
        <QueryState query={query} label="media" empty={<Text>The media library is empty. Upload images to get started.</Text>}>
          {(all) => {
            const found = sortMedia(filterMediaByName(all, search), sort)
            if (found.length === 0) return <Text>No media matches &quot;{search.trim()}&quot;</Text>
            const paged = paginate(found, page, MEDIA_PER_PAGE)
            const allSelected = found.every((item) => selection.has(item.id))
            const someSelected = !allSelected && found.some((item) => selection.has(item.id))
            const first = (paged.page - 1) * MEDIA_PER_PAGE + 1
            return (
              <>
                <Group justify="space-between" gap="sm">
                  <Checkbox
                    label="Select all"
                    checked={allSelected}
                    indeterminate={someSelected}
                    onChange={() =>
                      selection.setMany(
                        found.map((item) => item.id),
                        !allSelected,
                      )
                    }
                  />
                  <Text size="sm" c="gray.7">
                    Showing {first}–{first + paged.pageItems.length - 1} of {itemCount(found.length)}
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
