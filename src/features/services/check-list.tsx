import { List, ThemeIcon } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import type { ReactNode } from 'react'

interface CheckListProps {
  items: ReactNode[]
  label?: string
  /** On a dark background. */
  inverted?: boolean
  size?: 'sm' | 'md'
}

/** A list whose bullets are green check marks. */
export function CheckList({ items, label, inverted = false, size = 'md' }: CheckListProps) {
  return (
    <List
      aria-label={label}
      spacing="sm"
      size={size}
      center={false}
      icon={
        <ThemeIcon size={22} radius="xl" color={inverted ? 'leaf.5' : 'leaf.6'} aria-hidden>
          <IconCheck size={14} stroke={3} />
        </ThemeIcon>
      }
      styles={{ root: { paddingInlineStart: 0 }, itemWrapper: { alignItems: 'flex-start' }, itemIcon: { marginTop: 2 } }}
    >
      {items.map((item, i) => (
        <List.Item key={i}>{item}</List.Item>
      ))}
    </List>
  )
}
