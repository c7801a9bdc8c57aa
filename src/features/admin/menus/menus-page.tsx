import { Grid, Text } from '@mantine/core'
import { useSearchParams } from 'react-router-dom'
import { MAIN_MENU_ID } from '../../../api/resources/menus'
import { AdminScreen } from '../../../components/admin-screen'
import { readableColors } from '../forms/field-styles'
import { MenuEditor } from './menu-editor'
import { MenuLocations } from './menu-locations'

/** /dashboard/menu: the site's navigation menus; the main menu is open first, ?menu= keeps the choice. */
export function MenusPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const menuId = searchParams.get('menu') || MAIN_MENU_ID

  const select = (id: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        next.set('menu', id)
        return next
      },
      { replace: true },
    )

  return (
    <div style={readableColors}>
      <AdminScreen title="Navigation Menus">
        <Text c="gray.7" mt={-8}>
          The links of the navigation bar and the footer. Choose a menu, then add, edit, reorder or delete its items.
        </Text>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <MenuLocations selectedId={menuId} onSelect={select} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <MenuEditor menuId={menuId} />
          </Grid.Col>
        </Grid>
      </AdminScreen>
    </div>
  )
}
