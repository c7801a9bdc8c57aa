import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { apiUrl } from '../../src/api/config'
import { signInForTests } from '../setup/admin-session'
import { renderRoute } from '../setup/render'

vi.mock('../../src/features/blog/blog-page', () => ({
  BlogPage: () => {
    throw new Error('Blog exploded')
  },
}))

describe('routes', () => {
  it('renders the home page with content from the API', async () => {
    renderRoute('/')
    expect(await screen.findByText('Sustainable Energy Solutions')).toBeInTheDocument()
    expect(screen.getByText('Professional Solar Training')).toBeInTheDocument()
  })

  it('shows the not-found page for an unknown path and logs the path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderRoute('/nowhere/at-all')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument()
    expect(screen.getByText("The page you are looking for doesn't exist or has been moved.")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    // The line under it offers services, the training programme and contact: a link to each.
    expect(screen.getByText(/Try our services, the training programme or get in touch\./)).toBeInTheDocument()
    const suggested = within(screen.getByRole('navigation', { name: 'Suggested pages' })).getAllByRole('link')
    expect(suggested.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Explore our services', '/services'],
      ['See the training programme', '/training'],
      ['Get in touch', '/contact'],
    ])
    // Logged in an effect, which can run a moment after the page shows.
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.any(String), '/nowhere/at-all'))
  })

  it('contains a crashing screen in its own error element; the layout survives', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderRoute('/blog')
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(within(alert).getByText('Blog exploded')).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it('shows an error state with a working retry when a query fails', async () => {
    let calls = 0
    server.use(
      http.get(apiUrl('/projects'), () => {
        calls += 1
        return calls === 1 ? HttpResponse.json({ message: 'Server unavailable', issues: [] }, { status: 503 }) : undefined
      }),
    )
    renderRoute('/projects')
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(/couldn't load the projects \(503\)/)).toBeInTheDocument()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(/5\.8 kW/)).toBeInTheDocument()
    expect(calls).toBe(2)
  })

  it('shows an empty state when a list has no items', async () => {
    server.use(http.get(apiUrl('/faqs'), () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 100 })))
    renderRoute('/faq')
    expect(await screen.findByText('There are no questions to show yet.')).toBeInTheDocument()
  })

  it('sends a signed-out visitor from the admin area to the login, remembering where to return', async () => {
    const { router } = renderRoute('/dashboard/media?view=list')
    await screen.findByRole('heading', { level: 1, name: /login|sign in/i })
    expect(router.state.location.pathname).toBe('/admin')
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe('/dashboard/media?view=list')
  })

  it('renders the admin layout with the spec sidebar', async () => {
    await signInForTests()
    renderRoute('/dashboard')
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Pages', 'Media', 'Navigation', 'Inbox', 'Outbox', 'Training Sessions', 'Settings', 'API'])
    expect(screen.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/dashboard/logout')
    expect(screen.getByText('Admin User')).toBeInTheDocument()
    expect(await screen.findByText('9')).toBeInTheDocument()
  })
})
