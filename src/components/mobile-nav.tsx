import { Button, Collapse, Drawer, Stack, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { MenuItem } from '../api/schemas'
import { NavHref } from './nav-link-item'
import { useOpenedAfterMount } from './use-opened-after-mount'
import classes from './nav.module.css'

interface MobileNavProps {
  id: string
  opened: boolean
  /** A link was chosen: the drawer closes and focus goes with the navigation. */
  onClose: () => void
  /** Escape, the overlay or the close button: the drawer closes and focus goes back to the toggle. */
  onDismiss: () => void
  items: MenuItem[]
  /** Below this breakpoint only, unless the main menu is too wide for the bar (then at every width). */
  hiddenFrom?: 'md'
}

export function MobileNav({ id, opened, onClose, onDismiss, items, hiddenFrom }: MobileNavProps) {
  const [expanded, setExpanded] = useState<string | null>(null)
  return (
    <Drawer
      id={id}
      opened={useOpenedAfterMount(opened)}
      onClose={onDismiss}
      title="Menu"
      position="right"
      size="xs"
      hiddenFrom={hiddenFrom}
      zIndex={300}
    >
      <Stack component="nav" aria-label="Mobile" gap={4}>
        {items.map((item) =>
          item.children?.length ? (
            <div key={item.id}>
              <UnstyledButton
                className={classes.mobileLink}
                aria-expanded={expanded === item.id}
                onClick={() => setExpanded((v) => (v === item.id ? null : item.id))}
              >
                {item.title} <span aria-hidden>{expanded === item.id ? '▴' : '▾'}</span>
              </UnstyledButton>
              <Collapse expanded={expanded === item.id}>
                <Stack gap={2} pl="md">
                  <NavHref url={item.url} className={classes.mobileLink} onClick={onClose}>
                    All {item.title}
                  </NavHref>
                  {item.children.map((child) => (
                    <NavHref
                      key={child.id}
                      url={child.url}
                      target={child.target}
                      className={classes.mobileLink}
                      onClick={onClose}
                    >
                      {child.title}
                    </NavHref>
                  ))}
                </Stack>
              </Collapse>
            </div>
          ) : (
            <NavHref key={item.id} url={item.url} target={item.target} className={classes.mobileLink} onClick={onClose}>
              {item.title}
            </NavHref>
          ),
        )}
        <Button component={Link} to="/contact" onClick={onClose} mt="md">
          Get a Quote
        </Button>
      </Stack>
    </Drawer>
  )
}
