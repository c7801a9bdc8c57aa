import { ActionIcon, UnstyledButton } from '@mantine/core'
import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react'

interface RowIconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children' | 'style'> {
  /** The button's accessible name (it shows only an icon). */
  label: string
  tone?: 'default' | 'danger'
  children: ReactNode
}

const CLASS_NAME = `mantine-focus-auto mantine-active ${ActionIcon.classes.root} ${UnstyledButton.classes.root}`
// The variables Mantine's ActionIcon sets inline for variant="subtle" size="lg" and color night.9 or red.9.
const toneStyle = (color: 'night' | 'red') =>
  ({
    '--ai-size': 'var(--ai-size-lg)',
    '--ai-bg': 'transparent',
    '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    '--ai-color': `var(--mantine-color-${color}-6)`,
    '--ai-hover': `color-mix(in srgb, var(--mantine-color-${color}-9) 12%, transparent)`,
  }) as CSSProperties
const STYLE = { default: toneStyle('night'), danger: toneStyle('red') }

/**
 * An icon button that looks like Mantine's subtle ActionIcon (size lg) but is a plain button with its classes: rows
 * that repeat by the hundred (a long menu, a page of records) render it without Mantine's per-component styling work.
 */
export function RowIconButton({ label, tone = 'default', type = 'button', children, ...props }: RowIconButtonProps) {
  return (
    <button {...props} type={type} aria-label={label} className={CLASS_NAME} style={STYLE[tone]}>
      {children}
    </button>
  )
}
