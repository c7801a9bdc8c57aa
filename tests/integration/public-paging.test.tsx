import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RouteObject } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { seed } from '../../mocks/testing'
import { blogPosts } from '../../fixtures/blog-posts'
import { galleryImages } from '../../fixtures/gallery'
import { projects } from '../../fixtures/projects'
import { pageNumber, publicPaging } from '../../src/components/page-kit/paging'
import { createRoutes } from '../../src/app/routes'
import type { RouteHandle } from '../../src/app/routes'
import { renderRoute, createTestQueryClient } from '../setup/render'

/** 30 posts, one a day through April 2026: the newest is "Post 30". */
const posts = Array.from({ length: 30 }, (_, i) => ({
  ...blogPosts[0]!,
  id: `post-${i + 1}`,
  title: `Post ${i + 1}`,
  date: `2026-04-${String(i + 1).padStart(2, '0')}`,
}))

const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Blog posts' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent)

describe('the public blog pages through its posts (12 a page, newest first)', () => {
  it('shows the first 12 on /blog and walks to the older pages and back', async () => {
    await seed('blogPosts', posts)
    const user = userEvent.setup()
    const { router } = renderRoute('/blog')
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument()
    expect(shownTitles()).toEqual(Array.from({ length: 12 }, (_, i) => `Post ${30 - i}`))
    const pager = screen.getByRole('navigation', { name: 'Blog pages' })
    expect(within(pager).queryByRole('link', { name: 'Newer posts' })).not.toBeInTheDocument()

    await user.click(within(pager).getByRole('link', { name: 'Older posts' }))
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/blog/page/2')
    expect(shownTitles()[0]).toBe('Post 18')

    await user.click(screen.getByRole('link', { name: 'Older posts' }))
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument()
    expect(shownTitles()).toEqual(['Post 6', 'Post 5', 'Post 4', 'Post 3', 'Post 2', 'Post 1'])
    expect(screen.queryByRole('link', { name: 'Older posts' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Newer posts' }))
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument()
  })

  it('shows no pager while every post fits on one page', async () => {
    renderRoute('/blog')
    expect(await screen.findByRole('list', { name: 'Blog posts' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument()
  })

  it.each(['/blog/page/4', '/blog/page/abc', '/blog/page/0'])('answers %s with the not-found page', async (path) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await seed('blogPosts', posts)
    renderRoute(path)
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument()
  })

  it('sends /blog/page/1 to /blog', async () => {
    await seed('blogPosts', posts)
    const { router } = renderRoute('/blog/page/1')
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/blog')
  })

  it('lists the older pages for the prerenderer, from the API', async () => {
    await seed('blogPosts', posts)
    const queryClient = createTestQueryClient()
    const find = (routes: RouteObject[]): RouteObject | undefined =>
      routes.find((route) => route.path === 'blog/page/:page') ?? routes.map((route) => find(route.children ?? [])).find(Boolean)
    const paged = find(createRoutes({ queryClient }))!
    expect(await (paged.handle as RouteHandle).prerenderPaths!(queryClient)).toEqual(['/blog/page/2', '/blog/page/3'])
  })
})

/** 30 records of each other paged listing, in the order an admin set ("Project 1" first). */
const LISTINGS = [
  {
    base: '/projects',
    collection: 'projects' as const,
    records: Array.from({ length: 30 }, (_, i) => ({ ...projects[0]!, id: `project-${i + 1}`, title: `Project ${i + 1}`, order: i })),
    list: 'Projects',
    nav: 'Project pages',
    next: 'More projects',
    previous: 'Previous projects',
    shown: () => within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('heading').map((h) => h.textContent),
    name: (n: number) => `Project ${n}`,
  },
  {
    base: '/gallery',
    collection: 'galleryImages' as const,
    records: Array.from({ length: 30 }, (_, i) => ({ ...galleryImages[0]!, id: `photo-${i + 1}`, caption: `Photo ${i + 1}`, order: i })),
    list: 'Project photos',
    nav: 'Gallery pages',
    next: 'More photos',
    previous: 'Previous photos',
    shown: () =>
      within(screen.getByRole('list', { name: 'Project photos' }))
        .getAllByRole('button', { name: /^Open image: / })
        .map((button) => button.getAttribute('aria-label')!.replace('Open image: ', '')),
    name: (n: number) => `Photo ${n}`,
  },
]

describe.each(LISTINGS)('$base pages through its records with the same kit (12 a page)', (listing) => {
  it('shows the first 12, walks to the next pages and back', async () => {
    await seed(listing.collection, listing.records as never)
    const user = userEvent.setup()
    const { router } = renderRoute(listing.base)
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument()
    expect(listing.shown()).toEqual(Array.from({ length: 12 }, (_, i) => listing.name(i + 1)))
    const pager = screen.getByRole('navigation', { name: listing.nav })
    await user.click(within(pager).getByRole('link', { name: listing.next }))
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`${listing.base}/page/2`)
    expect(listing.shown()[0]).toBe(listing.name(13))
    await user.click(screen.getByRole('link', { name: listing.next }))
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument()
    expect(listing.shown()).toEqual(Array.from({ length: 6 }, (_, i) => listing.name(25 + i)))
    await user.click(screen.getByRole('link', { name: listing.previous }))
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument()
  })

  it('answers a page past the last with the not-found page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await seed(listing.collection, listing.records as never)
    renderRoute(`${listing.base}/page/4`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument()
  })

  it('lists its later pages for the prerenderer', async () => {
    await seed(listing.collection, listing.records as never)
    const queryClient = createTestQueryClient()
    const find = (routes: RouteObject[]): RouteObject | undefined =>
      routes.find((route) => route.path === `${listing.base.slice(1)}/page/:page`) ??
      routes.map((route) => find(route.children ?? [])).find(Boolean)
    const paged = find(createRoutes({ queryClient }))!
    expect(await (paged.handle as RouteHandle).prerenderPaths!(queryClient)).toEqual([`${listing.base}/page/2`, `${listing.base}/page/3`])
  })
})

describe('the paging kit (components/page-kit/paging.ts)', () => {
  const paging = publicPaging('/things', { page: (query) => query })

  it('names its pages by path, the first one by the listing itself', () => {
    expect([1, 2, 10].map(paging.path)).toEqual(['/things', '/things/page/2', '/things/page/10'])
    expect(paging.query(3)).toEqual({ page: 3, pageSize: 12 })
  })

  it('counts pages from a total (at least one)', () => {
    expect([0, 1, 12, 13, 30].map(paging.pageCount)).toEqual([1, 1, 1, 2, 3])
  })

  it('reads the page a URL names: whole numbers from 2, nothing else', () => {
    expect(pageNumber(undefined)).toBe(1)
    expect(['2', '17', '999999'].map(pageNumber)).toEqual([2, 17, 999999])
    expect(['1', '0', '02', 'abc', '2.5', '-2', '1000000'].map(pageNumber)).toEqual([null, null, null, null, null, null, null])
  })
})
