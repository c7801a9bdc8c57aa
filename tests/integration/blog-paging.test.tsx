import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RouteObject } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { seed } from '../../mocks/testing'
import { blogPosts } from '../../fixtures/blog-posts'
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
