import type { QueryClient } from '@tanstack/react-query'
import { blogPosts } from '../../api/resources/content'

/** Posts per page of the public blog: /blog is the first page, /blog/page/2 the next, and so on. */
export const BLOG_PAGE_SIZE = 12

export const blogPage = (page: number) => blogPosts.page({ page, pageSize: BLOG_PAGE_SIZE })

export const blogPagePath = (page: number) => (page <= 1 ? '/blog' : `/blog/page/${page}`)

export const blogPageCount = (total: number) => Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE))

/** The page a URL asks for: 1 for /blog, the number in /blog/page/N, or null when N is not a whole number from 2. */
export function blogPageNumber(param: string | undefined): number | null {
  if (param === undefined) return 1
  return /^[1-9]\d{0,5}$/.test(param) && Number(param) >= 2 ? Number(param) : null
}

/** The paths of every page after the first, from the API's total (what the prerenderer builds). */
export async function olderBlogPagePaths(client: QueryClient): Promise<string[]> {
  const pageCount = blogPageCount((await client.fetchQuery(blogPage(1))).total)
  return Array.from({ length: pageCount - 1 }, (_, i) => blogPagePath(i + 2))
}
