import { Pagination } from '@mantine/core'

/** An admin list's pages, each control named for screen readers; nothing when everything fits on one page. */
export function AdminPagination({ pages, page, onChange }: { pages: number; page: number; onChange: (page: number) => void }) {
  if (pages <= 1) return null
  return (
    <Pagination
      total={pages}
      value={page}
      onChange={onChange}
      color="night.9"
      getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
    />
  )
}
