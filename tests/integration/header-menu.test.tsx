import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { menus } from '../../fixtures/menus'
import { server } from '../../mocks/node'
import { apiUrl } from '../../src/api/config'
import { PRERENDER_DATA_ID } from '../../src/lib/prerendered'
import { MAIN_MENU_KEY } from '../../src/components/known-main-menu'
import { renderRoute } from '../setup/render'

const slow = { timeout: 10_000 }
const seedTitles = menus.find((menu) => menu.id === 'main-menu')!.items.map((item) => item.title)

/** The main menu request fails with 500 (counted); `recoverAfter` failures later it answers normally again. */
function failMainMenu(recoverAfter = Infinity) {
  const calls = { count: 0 }
  server.use(
    http.get(apiUrl('/menus/main-menu'), () => {
      calls.count += 1
      if (calls.count > recoverAfter) return undefined
      return HttpResponse.json({ message: 'Server unavailable', issues: [] }, { status: 500 })
    }),
  )
  return calls
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' })
const navTitles = () =>
  Array.from(mainNav().querySelectorAll(':scope > a, :scope > div > button'), (element) => element.textContent?.trim())

describe('header when the main menu request fails', () => {
  it('keeps the last menu it loaded', async () => {
    const first = renderRoute('/about')
    await waitFor(() => expect(navTitles()).toEqual(seedTitles), slow)
    // Remembered in an effect after the menu's commit, which React may run a moment after the DOM shows it.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(MAIN_MENU_KEY) ?? '[]')).toHaveLength(seedTitles.length))
    first.unmount()

    const calls = failMainMenu()
    renderRoute('/about')
    await waitFor(() => expect(calls.count).toBe(1), slow)
    // The route's loader asks for the menu before the page has rendered.
    await waitFor(() => expect(navTitles()).toEqual(seedTitles), slow)
    expect(within(mainNav()).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact')
    expect(screen.queryByRole('button', { name: 'Retry loading the menu' })).not.toBeInTheDocument()
  })

  it('falls back to the menu the page was prerendered with when this browser has none', async () => {
    const block = document.createElement('script')
    block.type = 'application/json'
    block.id = PRERENDER_DATA_ID
    const data = { items: [{ id: 'seed-faq', title: 'Seeded FAQ', url: '/faq', target: '_self' }] }
    block.textContent = JSON.stringify({
      path: '/elsewhere',
      queries: { queries: [{ queryKey: ['menus', 'detail', 'main-menu'], state: { data } }] },
    })
    document.body.append(block)
    try {
      failMainMenu()
      renderRoute('/about')
      const nav = await screen.findByRole('navigation', { name: 'Main' }, slow)
      expect(await within(nav).findByRole('link', { name: 'Seeded FAQ' }, slow)).toHaveAttribute('href', '/faq')
    } finally {
      block.remove()
    }
  })

  it('with no menu known, says so in the header and its Retry brings the menu', async () => {
    localStorage.setItem(MAIN_MENU_KEY, '{"not": "a menu"}')
    const calls = failMainMenu(1)
    renderRoute('/about')
    const [header] = await screen.findAllByRole('banner', {}, slow)
    if (!header) throw new Error('no header')
    expect(await within(header).findByText('Menu unavailable', {}, slow)).toBeInTheDocument()
    expect(navTitles()).toEqual([])

    await userEvent.click(within(header).getByRole('button', { name: 'Retry loading the menu' }))
    await waitFor(() => expect(navTitles()).toEqual(seedTitles), slow)
    expect(calls.count).toBe(2)
    expect(within(header).queryByText('Menu unavailable')).not.toBeInTheDocument()
  })
})

describe('the seeded main menu', () => {
  it('has a top-level Training link, marked as the current page on /training; Solar Training stays under Services', async () => {
    renderRoute('/training')
    await waitFor(
      () => expect(navTitles()).toEqual(['Home', 'About', 'Services', 'Training', 'Projects', 'Blog', 'Contact']),
      slow,
    )
    const training = within(mainNav()).getByRole('link', { name: 'Training' })
    expect(training).toHaveAttribute('href', '/training')
    expect(training).toHaveAttribute('aria-current', 'page')
    expect(within(mainNav()).getByRole('link', { name: 'Projects' })).not.toHaveAttribute('aria-current')

    const services = within(mainNav()).getByRole('button', { name: 'Services' })
    const solarTraining = within(mainNav()).getByRole('link', { name: 'Solar Training', hidden: true })
    expect(solarTraining).toHaveAttribute('href', '/services/training')
    expect(solarTraining.closest('ul')).toHaveAttribute('id', services.getAttribute('aria-controls'))
  })
})
