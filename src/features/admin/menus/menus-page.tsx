import { useMenus } from '../../../api/resources/menus'
import { AdminScreen } from '../../../components/admin-screen'
import { TitleList } from '../../../components/title-list'

export function MenusPage() {
  const list = useMenus()
  return (
    <AdminScreen title="Navigation Menus">
      <TitleList query={list} label="menus" title={(menu) => menu.name} />
    </AdminScreen>
  )
}
