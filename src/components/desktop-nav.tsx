import { Group } from '@mantine/core'
import type { MenuItem } from '../api/schemas'
import { NavDropdown } from './nav-dropdown'
import { NavHref } from './nav-link-item'
import classes from './nav.module.css'

export function DesktopNav({ items }: { items: MenuItem[] }) {
  return (
    <Group component="nav" aria-label="Main" gap={2} visibleFrom="md" wrap="nowrap">
      {items.map((item) =>
        item.children?.length ? (
          <NavDropdown key={item.id} item={item} />
        ) : (
          <NavHref key={item.id} url={item.url} target={item.target} className={classes.link}>
            {item.title}
          </NavHref>
        ),
      )}
    </Group>
  )
}
