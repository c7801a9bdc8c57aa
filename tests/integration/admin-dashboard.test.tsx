import { notifications } from '@mantine/notifications'
import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { apiUrl } from '../../src/api/config'
import { activityHref, timeAgo } from '../../src/features/admin/dashboard/time-ago'
import { signInForTests } from '../setup/admin-session'
import { renderRoute } from '../setup/render'

// Lazy screens load slowly on a busy machine: wait up to 8 s for them.
configure({ asyncUtilTimeout: 8000 })

beforeEach(async () => {
  notifications.clean()
  await signInForTests()
})

const card = async (name: string) => screen.findByRole('group', { name })

describe('dashboard', () => {
  it('counts pages, media, blog posts and projects from the API, with true remarks', async () => {
    renderRoute('/dashboard')
    expect(await within(await card('Total Pages')).findByText('9')).toBeInTheDocument()
    expect(await within(await card('Media Items')).findByText('8')).toBeInTheDocument()
    expect(await within(await card('Blog Posts')).findByText('6')).toBeInTheDocument()
    expect(await within(await card('Projects')).findByText('6')).toBeInTheDocument()
    expect(within(await card('Total Pages')).getByText(/^3 service pages · edited /)).toBeInTheDocument()
    expect(within(await card('Projects')).getByText(/kW installed in total$/)).toBeInTheDocument()
  })

  it('shows one failing count as an error with a working retry, the others as usual', async () => {
    let calls = 0
    server.use(
      http.get(apiUrl('/projects'), () => {
        calls += 1
        return calls === 1 ? HttpResponse.json({ message: 'Server unavailable', issues: [] }, { status: 503 }) : undefined
      }),
    )
    renderRoute('/dashboard')
    const projects = await card('Projects')
    const alert = await within(projects).findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load the projects (503)")
    expect(await within(await card('Total Pages')).findByText('9')).toBeInTheDocument()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(projects).findByText('6')).toBeInTheDocument()
  })

  it("lists the edit history under 'Recently Edited', linked to where each edit was made", async () => {
    renderRoute('/dashboard')
    const list = await screen.findByRole('list', { name: 'Recent edits' })
    expect(within(list).getByRole('link', { name: 'Site settings' })).toHaveAttribute('href', '/dashboard/settings?tab=site')
    expect(within(list).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard/pages/edit/home')
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(5)
  })

  it('says so when nothing has been edited yet', async () => {
    server.use(http.get(apiUrl('/activity'), () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 5 })))
    renderRoute('/dashboard')
    expect(await screen.findByText(/Nothing has been edited yet/)).toBeInTheDocument()
  })

  it('counts every content list of the registry from its total, and offers its quick actions', async () => {
    renderRoute('/dashboard')
    const counts = await screen.findByRole('list', { name: 'Content counts' })
    expect(await within(counts).findByLabelText('Blog posts: 6')).toBeInTheDocument()
    expect(within(counts).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/dashboard/content/faqs')
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }))
    expect(actions.getByRole('link', { name: 'New blog post' })).toHaveAttribute('href', '/dashboard/content/blog-posts/new')
    expect(actions.getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/dashboard/content/projects/new')
  })

  it('offers the four quick actions', async () => {
    renderRoute('/dashboard')
    const actions = within(await screen.findByRole('region', { name: 'Quick Actions' }))
    expect(actions.getByRole('link', { name: 'New Page' })).toHaveAttribute('href', '/dashboard/pages/new')
    expect(actions.getByRole('link', { name: 'Upload Media' })).toHaveAttribute('href', '/dashboard/media/upload')
    expect(actions.getByRole('link', { name: 'Edit Blog Page' })).toHaveAttribute('href', '/dashboard/pages/edit/blog')
    expect(actions.getByRole('link', { name: 'Edit Projects Page' })).toHaveAttribute('href', '/dashboard/pages/edit/projects')
  })
})

describe('dashboard helpers', () => {
  it('words times relative to now', () => {
    const now = Date.parse('2025-06-10T12:00:00Z')
    expect(timeAgo('2025-06-10T11:59:30Z', now)).toBe('just now')
    expect(timeAgo('2025-06-10T09:00:00Z', now)).toBe('3 hours ago')
    expect(timeAgo('2025-06-09T12:00:00Z', now)).toBe('yesterday')
    expect(timeAgo('2025-05-20T12:00:00Z', now)).toBe('3 weeks ago')
  })

  it('links an edit to its screen, and a deleted thing nowhere', () => {
    const base = { id: 'a', label: 'x', at: '2025-06-10T12:00:00Z' } as const
    expect(activityHref({ ...base, entity: 'page', entityId: 'about', action: 'updated' })).toBe('/dashboard/pages/edit/about')
    expect(activityHref({ ...base, entity: 'settings', entityId: 'user', action: 'updated' })).toBe(
      '/dashboard/settings?tab=user',
    )
    expect(activityHref({ ...base, entity: 'media', entityId: 'm1', action: 'deleted' })).toBeNull()
    expect(activityHref({ ...base, entity: 'demo', entityId: 'all', action: 'reset' })).toBeNull()
    // Registry collections: the generic edit screen, or a one-document collection's form.
    expect(activityHref({ ...base, entity: 'blogPosts', entityId: 'solar-tips', action: 'created' })).toBe(
      '/dashboard/content/blog-posts/solar-tips',
    )
    expect(activityHref({ ...base, entity: 'companyProfile', entityId: 'company', action: 'updated' })).toBe(
      '/dashboard/content/company-profile',
    )
    expect(activityHref({ ...base, entity: 'faqs', entityId: 'f1', action: 'deleted' })).toBeNull()
  })
})
