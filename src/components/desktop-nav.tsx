import { Box, Group } from '@mantine/core'
import type { RefObject } from 'react'
import type { MenuItem } from '../api/schemas'
import { NavDropdown } from './nav-dropdown'
import { NavHref } from './nav-link-item'
import classes from './nav.module.css'

interface DesktopNavProps {
  items: MenuItem[]
  /** The space the bar leaves for the menu, and the menu at its natural width (measured by the header). */
  slotRef: RefObject<HTMLDivElement | null>
  navRef: RefObject<HTMLDivElement | null>
  /** The menu does not fit: it stays laid out (to be measured again) but hidden; the burger's drawer has it. */
  collapsed: boolean
}

export function DesktopNav({ items, slotRef, navRef, collapsed }: DesktopNavProps) {
  return (
    <Box ref={slotRef} className={classes.slot} visibleFrom="md">
      <Group
        ref={navRef}
        component="nav"
        aria-label="Main"
        gap={2}
        wrap="nowrap"
        className={classes.nav}
        data-collapsed={collapsed || undefined}
      >
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
    </Box>
  )
}
