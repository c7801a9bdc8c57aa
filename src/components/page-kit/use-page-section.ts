import { useQuery } from '@tanstack/react-query'
import { pages } from '../../api/resources/pages'
import type { Page, PageSection } from '../../api/schemas'

/** One block of a page document's copy, or undefined when the page has no such section. */
export const findSection = (page: Page | undefined, sectionId: string): PageSection | undefined =>
  page?.sections?.find((section) => section.id === sectionId)

/** A section of a page document (its eyebrow, heading, text...), read through the pages API. */
export function usePageSection(pageId: string, sectionId: string, { enabled = true } = {}) {
  const query = useQuery({ ...pages.detail(pageId), enabled })
  return { query, section: findSection(query.data, sectionId) }
}
