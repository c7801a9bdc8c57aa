import { notifications } from '@mantine/notifications'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { apiUrl } from '../../src/api/config'
import type { Menu } from '../../src/api/schemas'
import { signInForTests } from '../setup/admin-session'
import { call } from '../setup/api'
import { createTestQueryClient, renderRoute } from '../setup/render'

// Lazy screens load slowly on a busy machine: wait up to 8 s for them.
configure({ asyncUtilTimeout: 8000 })

let token = ''
beforeEach(async () => {
  notifications.clean()
  token = await signInForTests()
})

const titles = async (id = 'main-menu') => ((await call('GET', `/menus/${id}`)).body as Menu).items.map((item) => item.title)
const list = () => screen.findByRole('list', { name: 'Main Navigation items' })

async function openEditor(path = '/dashboard/menu') {
  const view = renderRoute(path)
  await screen.findByRole('heading', { level: 2, name: /^Editing: / })
  return { ...view, user: userEvent.setup() }
}

describe('navigation menus editor', { timeout: 30_000 }, () => {
  it('shows the two menu locations and the main menu first, with its rows', async () => {
    await openEditor()
    expect(screen.getByRole('heading', { level: 1, name: 'Navigation Menus' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: /Main Navigation/ })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: /Footer Navigation/ })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('heading', { name: 'Editing: Main Navigation' })).toBeInTheDocument()
    expect(screen.getByText('Drag and drop to reorder menu items')).toBeInTheDocument()
    const rows = within(await list()).getAllByRole('listitem')
    expect(rows.map((row) => within(row).getByText(/^\//).textContent)).toEqual([
      '/',
      '/about',
      '/services',
      '/training',
      '/projects',
      '/blog',
      '/contact',
    ])
    expect(screen.getByRole('button', { name: 'Show children of Services' })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('button', { name: 'Move Home up' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move Contact down' })).toBeDisabled()
  })

  it('edits an item: Save replaces it through the API and fills the public menu cache', async () => {
    const { user, queryClient } = await openEditor()
    await user.click(await screen.findByRole('button', { name: 'Edit Blog' }))
    const form = screen.getByRole('form', { name: 'Edit menu item Blog' })
    expect(screen.getAllByRole('form')).toHaveLength(1)
    const title = within(form).getByRole('textbox', { name: 'Title' })
    await user.clear(title)
    await user.type(title, 'News')
    await user.click(within(form).getByRole('checkbox', { name: 'Open in new tab' }))
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('button', { name: 'Edit News' })).toHaveFocus()
    expect(screen.getByRole('img', { name: 'Opens in a new tab' })).toBeInTheDocument()
    await waitFor(async () => expect(await titles()).toContain('News'))
    const blog = ((await call('GET', '/menus/main-menu')).body as Menu).items.find((item) => item.id === 'main-blog')
    expect(blog).toMatchObject({ title: 'News', url: '/blog', target: '_blank' })
    expect(queryClient.getQueryData<Menu>(['menus', 'detail', 'main-menu'])?.items[5]?.title).toBe('News')
  })

  it('refuses a javascript: url in the form and sends nothing', async () => {
    const { user } = await openEditor()
    await user.click(await screen.findByRole('button', { name: 'Edit Blog' }))
    const url = screen.getByRole('textbox', { name: 'URL' })
    await user.clear(url)
    await user.type(url, 'javascript:alert(1)')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('Use a site path like /about or an address starting with http:// or https://'),
    ).toBeInTheDocument()
    expect(url).toHaveAttribute('aria-invalid', 'true')
    await user.keyboard('{Escape}')
    expect(await screen.findByRole('button', { name: 'Edit Blog' })).toHaveFocus()
    expect(((await call('GET', '/menus/main-menu')).body as Menu).items[5]).toMatchObject({ url: '/blog' })
  })

  it('adds a New Item at / and opens it; Cancel discards it, Save keeps it', async () => {
    const { user } = await openEditor()
    await user.click(await screen.findByRole('button', { name: 'Add Menu Item' }))
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('New Item')
    expect(screen.getByRole('textbox', { name: 'URL' })).toHaveValue('/')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(7)
    await user.click(screen.getByRole('button', { name: 'Add Menu Item' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('button', { name: 'Edit New Item' })).toBeInTheDocument()
    await waitFor(async () =>
      expect(await titles()).toEqual(['Home', 'About', 'Services', 'Training', 'Projects', 'Blog', 'Contact', 'New Item']),
    )
  })

  it('deletes at once and Undo puts the item back at its place', async () => {
    const { user } = await openEditor()
    await user.click(await screen.findByRole('button', { name: 'Delete About' }))
    expect(screen.queryByRole('button', { name: 'Edit About' })).not.toBeInTheDocument()
    await waitFor(async () => expect(await titles()).not.toContain('About'))
    expect(await screen.findByText('About deleted')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Undo delete of About' }))
    await waitFor(async () =>
      expect(await titles()).toEqual(['Home', 'About', 'Services', 'Training', 'Projects', 'Blog', 'Contact']),
    )
    expect(await screen.findByRole('button', { name: 'Edit About' })).toBeInTheDocument()
  })

  it('moves items and children with the buttons, keeping focus on the moved row', async () => {
    const { user } = await openEditor()
    await user.click(await screen.findByRole('button', { name: 'Move Blog up' }))
    expect(screen.getByRole('button', { name: 'Move Blog up' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Move Home down' }))
    expect(screen.getByRole('button', { name: 'Move Home down' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Show children of Services' }))
    expect(screen.getByRole('button', { name: 'Hide children of Services' })).toHaveAttribute('aria-expanded', 'true')
    await user.click(
      within(screen.getByRole('list', { name: 'Children of Services' })).getByRole('button', { name: 'Move Solar Training up' }),
    )
    await waitFor(async () =>
      expect(await titles()).toEqual(['About', 'Home', 'Services', 'Training', 'Blog', 'Projects', 'Contact']),
    )
    const menu = (await call('GET', '/menus/main-menu')).body as Menu
    expect(menu.items[2]!.children!.map((c) => c.title)).toEqual([
      'Solar Installation',
      'Energy Audit',
      'Solar Training',
      'Maintenance',
    ])
  })

  it('shows the empty menu state and switches between menus', async () => {
    await call('PUT', '/menus/footer-menu', { token, body: { items: [] } })
    const { user, router } = await openEditor()
    await user.click(await screen.findByRole('button', { name: /Footer Navigation/ }))
    expect(await screen.findByRole('heading', { name: 'Editing: Footer Navigation' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?menu=footer-menu')
    expect(screen.getByText('No menu items yet')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add First Item' }))
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('New Item')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByRole('button', { name: 'Add First Item' })).toHaveFocus()
  })

  it('shows an error with retry when the menu does not load, and reverts a refused save with a toast', async () => {
    let fail = true
    server.use(
      http.get(apiUrl('/menus/main-menu'), () =>
        fail ? HttpResponse.json({ message: 'Down', issues: [] }, { status: 500 }) : undefined,
      ),
    )
    renderRoute('/dashboard/menu')
    expect(await screen.findByText(/We couldn't load the menu/)).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    server.use(
      http.put(apiUrl('/menus/main-menu'), () => HttpResponse.json({ message: 'Storage is full', issues: [] }, { status: 507 })),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Blog' }))
    expect(await screen.findByText('The menu was not saved')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Edit Blog' })).toBeInTheDocument()
  })

  it('the public navigation bar renders no link for an unsafe url that reached the cache', async () => {
    const queryClient = createTestQueryClient()
    const menu = (await call('GET', '/menus/main-menu')).body as Menu
    const unsafe = { id: 'evil', title: 'Prizes', url: 'javascript:alert(1)' }
    queryClient.setQueryData(['menus', 'detail', 'main-menu'], { ...menu, items: [...menu.items, unsafe] })
    renderRoute('/', queryClient)
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(await within(nav).findByRole('link', { name: 'Blog' })).toBeInTheDocument()
    expect(within(nav).queryByText('Prizes')).not.toBeInTheDocument()
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull()
  })
})
