import type { CSSProperties } from 'react'

/**
 * Mantine's error red (red.6) and "dimmed" help text (gray.6) fall short of 4.5:1 contrast on white;
 * these screens set darker shades on their container (and on their dialogs, which render in a portal).
 */
export const readableColors = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
} as CSSProperties

/** Props for a light red Alert whose text stays readable (light variants are capped at shade 6). */
export const errorAlert = {
  color: 'red',
  variant: 'light',
  vars: () => ({ root: { '--alert-color': 'var(--mantine-color-red-9)' } }),
} as const
