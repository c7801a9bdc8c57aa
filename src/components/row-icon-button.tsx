import { ActionIcon, UnstyledButton } from '@mantine/core'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import classes from './row-icon-button.module.css'

interface RowIconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The button's accessible name (it shows only an icon). */
  label: string
  tone?: 'default' | 'danger'
  children: ReactNode
}

const CLASS_NAME = `mantine-focus-auto mantine-active ${ActionIcon.classes.root} ${UnstyledButton.classes.root} ${classes.button}`

/**
 * An icon button that looks like Mantine's subtle ActionIcon (size lg) but is a plain button with its classes: rows
 * that repeat by the hundred (a long menu, a page of records) render it without Mantine's per-component styling work.
 */
export function RowIconButton({ label, tone = 'default', type = 'button', children, ...props }: RowIconButtonProps) {
  return (
    <button {...props} type={type} aria-label={label} className={CLASS_NAME} data-tone={tone}>
      {children}
    </button>
  )
}
