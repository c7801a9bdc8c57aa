import { Group, Menu, UnstyledButton } from '@mantine/core'
import { useNavigate } from 'react-router-dom'
import type { MenuItem } from '../api/schemas'
import { NavHref } from './nav-link-item'
import classes from './nav.module.css'

export function DesktopNav({ items }: { items: MenuItem[] }) {
  const navigate = useNavigate()
  return (
    <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
      {items.map((item) =>
        item.children?.length ? (
          <Menu key={item.id} trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start" withinPortal={false}>
            <Menu.Target>
              <UnstyledButton className={classes.link} aria-haspopup="menu">
                {item.title} <span aria-hidden>▾</span>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => navigate(item.url)}>All {item.title}</Menu.Item>
              {item.children.map((child) => (
                <Menu.Item key={child.id} onClick={() => navigate(child.url)}>
                  {child.title}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : (
          <NavHref key={item.id} url={item.url} target={item.target} className={classes.link}>
            {item.title}
          </NavHref>
        ),
      )}
    </Group>
  )
}
