import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { apiUrl } from '../../src/api/config'
import { ISSUE_TODAY, onDay, SPEC_TODAY } from '../setup/clock'
import { renderRoute } from '../setup/render'

/** The first render loads the screen lazily; a busy machine needs more than the default second. */
const slow = { timeout: 10_000 }

describe("home page in the spec's world", () => {
  onDay(SPEC_TODAY)

  it('renders every section from the API, with one h1 and the next training date', async () => {
    renderRoute('/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SunHarvest Energy — Solar Energy Solutions for Africa' }, slow),
    ).toBeInTheDocument()
    const carousel = await screen.findByRole('region', { name: 'Highlights' }, slow)
    expect(within(carousel).getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(4)
    expect(await screen.findByText('30 June 2025', {}, slow)).toBeInTheDocument()
    const services = await screen.findByRole('region', { name: 'Comprehensive Solar Energy Solutions' }, slow)
    expect(await within(services).findAllByRole('heading', { level: 3 }, slow)).toHaveLength(6)
    expect(await screen.findByRole('region', { name: 'What Our Clients Say' }, slow)).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Download' }, slow)).toHaveAttribute('download')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })
})

describe('home page', () => {
  describe('on 24 November 2026, when every seeded session has been held', () => {
    onDay(ISSUE_TODAY)

    it('says new training dates are coming instead of a past date', async () => {
      renderRoute('/')
      const banner = (await screen.findByText('New training dates are coming soon.', {}, slow)).closest('section')!
      expect(within(banner).queryByText('Next training starts')).not.toBeInTheDocument()
      expect(within(banner).queryByText(/2025/)).not.toBeInTheDocument()
    })
  })

  it('shows an error with a working retry when the hero slides fail to load', async () => {
    let calls = 0
    server.use(
      http.get(apiUrl('/hero-slides'), () => {
        calls += 1
        return calls === 1 ? HttpResponse.json({ message: 'Server unavailable', issues: [] }, { status: 503 }) : undefined
      }),
    )
    renderRoute('/')
    const alert = await screen.findByText(/couldn't load the highlights \(503\)/, {}, slow)
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'Highlights' }, slow)).toBeInTheDocument()
    expect(calls).toBe(2)
  })

  it('shows an empty state when there are no photos, and a placeholder when no sessions are scheduled', async () => {
    server.use(
      http.get(apiUrl('/gallery-images'), () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 100 })),
      http.get(apiUrl('/training-sessions'), () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 100 })),
    )
    renderRoute('/')
    expect(await screen.findByText('There are no photos to show yet.', {}, slow)).toBeInTheDocument()
    expect(await screen.findByText('New training dates are coming soon.', {}, slow)).toBeInTheDocument()
  })
})

describe('gallery page', () => {
  it('shows the banner, nine photos and the category counts', async () => {
    renderRoute('/gallery')
    expect(await screen.findByRole('heading', { level: 1, name: 'Gallery' }, slow)).toBeInTheDocument()
    expect(screen.getByText('Our Solar Projects Portfolio')).toBeInTheDocument()
    expect(await screen.findAllByRole('button', { name: /^Open image: / }, slow)).toHaveLength(9)
    for (const count of ['24 projects', '18 projects', '12 projects'])
      expect(await screen.findByText(count, {}, slow)).toBeInTheDocument()
  })
})
