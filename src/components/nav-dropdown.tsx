import { IconChevronDown } from '@tabler/icons-react'
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import type { MenuItem } from '../api/schemas'
import { NavHref } from './nav-link-item'
import classes from './nav.module.css'

/**
 * A disclosure dropdown (the WAI pattern for site navigation): opens on hover, on keyboard focus and on click;
 * closes when the pointer or focus leaves it, on Escape, and after a link is chosen.
 */
export function NavDropdown({ item }: { item: MenuItem }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  /** Escape returns focus to the button; that focus must not reopen the list. */
  const closedByEscape = useRef(false)

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const fromOutside = !event.currentTarget.contains(event.relatedTarget as Node | null)
    if (fromOutside && !closedByEscape.current) setOpen(true)
    closedByEscape.current = false
  }

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
    setOpen(false)
    closedByEscape.current = false
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false)
      closedByEscape.current = true
      event.currentTarget.querySelector('button')?.focus()
    }
  }

  return (
    <div
      className={classes.dropdown}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className={classes.link}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        {item.title}
        <IconChevronDown size={14} aria-hidden className={classes.chevron} data-open={open || undefined} />
      </button>
      <ul id={listId} className={classes.dropdownList} hidden={!open}>
        <li>
          <NavHref url={item.url} className={classes.dropdownLink} onClick={() => setOpen(false)}>
            All {item.title}
          </NavHref>
        </li>
        {(item.children ?? []).map((child) => (
          <li key={child.id}>
            <NavHref url={child.url} target={child.target} className={classes.dropdownLink} onClick={() => setOpen(false)}>
              {child.title}
            </NavHref>
          </li>
        ))}
      </ul>
    </div>
  )
}
