import { usePages } from '../../../api/resources/pages'
import { AdminScreen } from '../../../components/admin-screen'
import { TitleList } from '../../../components/title-list'

export function PagesPage() {
  const list = usePages()
  return (
    <AdminScreen title="Pages">
      <TitleList query={list} label="pages" title={(page) => `${page.title} (${page.type})`} />
    </AdminScreen>
  )
}

export const NewPagePage = () => <AdminScreen title="New Page" intro="Create a page for the public site." />
export const EditPagePage = () => <AdminScreen title="Edit Page" />
