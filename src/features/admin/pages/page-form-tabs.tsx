import { Tabs, VisuallyHidden } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useFormState } from 'react-hook-form'
import { ContentFields } from './content-fields'
import { FeaturedImageField } from './featured-image-field'
import { FIELD_TAB, type EditorTab } from './page-form-model'
import { SectionsFields } from './sections-fields'
import { SeoFields } from './seo-fields'

const TABS: Array<{ value: EditorTab; label: string }> = [
  { value: 'content', label: 'Content' },
  { value: 'sections', label: 'Sections' },
  { value: 'images', label: 'Images' },
  { value: 'seo', label: 'SEO' },
]

interface PageFormTabsProps {
  tab: EditorTab
  onTabChange: (tab: EditorTab) => void
  /** The public path of the page, for the search preview (new pages: derived from the slug). */
  path?: string
  /** Extra fields at the top of the Content tab (the type of a new page). */
  contentBefore?: ReactNode
  suggestSlug?: boolean
  /** The page has blocks of copy (sections) to edit. */
  withSections?: boolean
}

/** The editor's Content, Sections (pages with sections), Images and SEO tabs; a tab with an invalid field shows a marker. */
export function PageFormTabs({ tab, onTabChange, path, contentBefore, suggestSlug, withSections }: PageFormTabsProps) {
  const { errors } = useFormState()
  const tabsWithErrors = new Set(Object.keys(errors).map((field) => FIELD_TAB[field as keyof typeof FIELD_TAB]))

  return (
    <Tabs value={tab} onChange={(value) => value && onTabChange(value as EditorTab)} keepMountedMode="display-none">
      <Tabs.List mb="lg">
        {TABS.filter(({ value }) => withSections || value !== 'sections').map(({ value, label }) => (
          <Tabs.Tab
            key={value}
            value={value}
            rightSection={
              tabsWithErrors.has(value) ? <IconAlertCircle size={16} color="var(--mantine-color-red-9)" aria-hidden /> : null
            }
          >
            {label}
            {tabsWithErrors.has(value) ? <VisuallyHidden> (has errors)</VisuallyHidden> : null}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="content">
        <ContentFields before={contentBefore} suggestSlug={suggestSlug} />
      </Tabs.Panel>
      {withSections ? (
        <Tabs.Panel value="sections">
          <SectionsFields />
        </Tabs.Panel>
      ) : null}
      <Tabs.Panel value="images">
        <FeaturedImageField />
      </Tabs.Panel>
      <Tabs.Panel value="seo">
        <SeoFields path={path} />
      </Tabs.Panel>
    </Tabs>
  )
}
