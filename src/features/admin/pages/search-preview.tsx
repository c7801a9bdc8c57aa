import { Paper, Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { useSiteSettings } from '../../../api/resources/settings'

/** Google cuts titles at about 60 characters and descriptions at about 160. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}...`
}

/** How the page would look as a search result. */
export function SearchPreview({ title, description, path }: { title: string; description: string; path: string }) {
  const headingId = useId()
  const { data: settings } = useSiteSettings()
  const site = (settings?.siteUrl || 'https://www.example.com').replace(/\/+$/, '')
  const siteName = settings?.siteName ?? 'SunHarvest Energy'
  return (
    <Stack gap={6}>
      <Text fw={600} id={headingId}>
        Search result preview
      </Text>
      <Paper withBorder p="md" radius="md" role="group" aria-labelledby={headingId} data-testid="search-preview">
        <Text size="sm" style={{ color: '#006621' }} data-part="url">
          {site}
          {path}
        </Text>
        <Text size="lg" style={{ color: '#1a0dab' }} lh={1.3} data-part="title">
          {truncate(title || siteName, 60)}
        </Text>
        <Text size="sm" style={{ color: '#4d5156' }} data-part="description">
          {description ? truncate(description, 160) : 'Add a meta description to control the text shown here.'}
        </Text>
      </Paper>
    </Stack>
  )
}
