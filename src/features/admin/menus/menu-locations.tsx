import { NavLink, Paper, Text } from '@mantine/core'
import { IconMenu2 } from '@tabler/icons-react'
import type { CSSProperties } from 'react'
import { useMenus } from '../../../api/resources/menus'
import { QueryState } from '../../../components/query-state'

/** The chosen menu: navy text on a pale navy tint (readable, like the pages list). */
const activeColors = {
  '--nl-bg': 'var(--mantine-color-night-0)',
  '--nl-hover': 'var(--mantine-color-night-1)',
  '--nl-color': 'var(--mantine-color-night-9)',
} as CSSProperties

interface MenuLocationsProps {
  selectedId: string
  onSelect: (id: string) => void
}

/** The left panel: the menu locations of the site ('Main Navigation', 'Footer Navigation'); one is open. */
export function MenuLocations({ selectedId, onSelect }: MenuLocationsProps) {
  const query = useMenus()
  return (
    <Paper withBorder radius="md" p="xs" component="section" aria-labelledby="menu-locations-title">
      <Text fw={700} px="sm" py={6} id="menu-locations-title">
        Menu locations
      </Text>
      <QueryState query={query} label="menus">
        {(menus) =>
          menus.map((menu) => (
            <NavLink
              key={menu.id}
              component="button"
              type="button"
              label={menu.name}
              description={`${menu.items.length} ${menu.items.length === 1 ? 'item' : 'items'}`}
              leftSection={<IconMenu2 size={16} aria-hidden />}
              active={menu.id === selectedId}
              aria-pressed={menu.id === selectedId}
              style={activeColors}
              onClick={() => onSelect(menu.id)}
            />
          ))
        }
      </QueryState>
    </Paper>
  )
}
