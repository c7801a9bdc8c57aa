import { Collection } from '@msw/data'
import { notifications } from '@mantine/notifications'
import { configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { seed } from '../../fixtures'
import { apiHandlerWith } from '../../mocks/transport'
import { server } from '../../mocks/node'
import { describeCollection } from '../../src/api/registry/admin'
import { defineCollection } from '../../src/api/registry/define'
import { idSchema } from '../../src/api/schemas/common'
import { Providers } from '../../src/app/providers'
import { CollectionListScreen } from '../../src/features/admin/collections/collection-list'
import { EditRecordScreen, NewRecordScreen } from '../../src/features/admin/collections/record-screens'
import { signInForTests } from '../setup/admin-session'
import { call } from '../setup/api'
import { createTestQueryClient, renderRoute } from '../setup/render'
import { shiftClick } from '../setup/shift-click'

configure({ asyncUtilTimeout: 8000 })
// The form tests type a lot; on a busy 2-core machine they need more than the default 15 s.
const SLOW = { timeout: 40_000 }

let token = ''
const requests: URL[] = []
const onRequest = ({ request }: { request: Request }) => void requests.push(new URL(request.url))
beforeEach(async () => {
  notifications.clean()
  token = await signInForTests()
  requests.length = 0
  server.events.on('request:start', onRequest)
})
afterEach(() => server.events.removeListener('request:start', onRequest))

const ids = async (path: string) => ((await call('GET', path, { token })).body.items as { id: string }[]).map((r) => r.id)
const listRequests = (path: string) => requests.filter((url) => url.pathname === `/api${path}` && url.search)

describe('generated forms', () => {
  it('blog posts: a media picker, a date input, a textarea, and the schema messages', SLOW, async () => {
    renderRoute('/dashboard/content/blog-posts/new')
    const form = await screen.findByRole('form', { name: 'New blog post' })
    expect(within(form).getByRole('button', { name: 'Choose image from the media library' })).toBeInTheDocument()
    expect(within(form).getByLabelText(/^Publication date/)).toHaveAttribute('type', 'date')
    expect(within(form).getByRole('textbox', { name: /^Excerpt/ }).tagName).toBe('TEXTAREA')
    expect(within(form).getByRole('textbox', { name: /^Title/ }).tagName).toBe('INPUT')
    await userEvent.click(within(form).getByRole('button', { name: 'Create Blog post' }))
    expect(await within(form).findByText('Image is required')).toBeInTheDocument()
    expect(within(form).getByText('Use a date like 2025-06-30')).toBeInTheDocument()
    expect(within(form).getAllByText(/Too small: expected string to have >=1 characters/).length).toBeGreaterThan(0)
    expect(await ids('/blog-posts')).toHaveLength(seed.blogPosts.length)
  })

  it('services: select, switch, repeatable benefits and section groups; a benefit edit is saved', SLOW, async () => {
    const service = seed.services[0]!
    renderRoute(`/dashboard/content/services/${service.id}`)
    const form = await screen.findByRole('form', { name: 'Edit service' })
    expect(within(form).getAllByRole('combobox', { name: /^Kind/ })[0]).toHaveValue(service.kind)
    expect(within(form).getByRole('switch', { name: 'Show maintenance plans' })).toBeInTheDocument()
    expect(within(form).getByRole('group', { name: 'Call to action' })).toBeInTheDocument()
    expect(within(form).getByRole('group', { name: 'Sections item 1' })).toBeInTheDocument()
    // Role queries over this long form cost seconds each in jsdom (every textbox's name is worked out): the Benefits
    // ones look inside the Benefits fieldset (found again after each change), and the Save button is found once.
    const benefits = () => within(within(form).getByRole('group', { name: 'Benefits' }))
    const first = benefits().getByRole('textbox', { name: 'Benefits item 1' })
    expect(first).toHaveValue(service.benefits[0])
    await userEvent.click(benefits().getByRole('button', { name: 'Move Benefits item 2 up' }))
    expect(benefits().getByRole('textbox', { name: 'Benefits item 1' })).toHaveValue(service.benefits[1])
    await userEvent.click(benefits().getByRole('button', { name: 'Add to Benefits' }))
    const save = within(form).getByRole('button', { name: 'Save Service' })
    await userEvent.click(save)
    const last = `Benefits item ${service.benefits.length + 1}`
    expect(await benefits().findByText('Too small: expected string to have >=1 characters')).toBeInTheDocument()
    // Pasted (one input event): typing it key by key re-validated the whole form on every key.
    await userEvent.click(benefits().getByRole('textbox', { name: last }))
    await userEvent.paste('Free yearly check')
    await userEvent.click(save)
    expect(await screen.findByText('Service saved')).toBeInTheDocument()
    const saved = (await call('GET', `/services/${service.id}`)).body
    expect(saved.benefits).toEqual([service.benefits[1], service.benefits[0], ...service.benefits.slice(2), 'Free yearly check'])
  })
})

describe('sidebar and guard', () => {
  it('groups the collections in the sidebar, opening the group of the current screen', SLOW, async () => {
    renderRoute('/dashboard/content/timeline')
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' })
    expect(await within(nav).findByRole('link', { name: 'Timeline' })).toHaveAttribute('href', '/dashboard/content/timeline')
    expect(within(nav).getByRole('link', { name: 'Settings' })).toBeInTheDocument()
    const content = within(nav).getByRole('button', { name: 'Content' })
    await userEvent.click(content)
    expect(await within(nav).findByRole('link', { name: 'Blog posts' })).toHaveAttribute('href', '/dashboard/content/blog-posts')
  })

  it('asks before leaving a form with unsaved changes', SLOW, async () => {
    const { router } = renderRoute(`/dashboard/content/faqs/${seed.faqs[0]!.id}`)
    const form = await screen.findByRole('form', { name: 'Edit question' })
    await userEvent.type(within(form).getByRole('textbox', { name: /^Question/ }), ' now?')
    expect(within(form).getByText('Unsaved changes')).toBeInTheDocument()
    await userEvent.click(within(form).getByRole('link', { name: 'Cancel' }))
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }))
    expect(router.state.location.pathname).toBe(`/dashboard/content/faqs/${seed.faqs[0]!.id}`)
    expect(within(form).getByRole('textbox', { name: /^Question/ })).toHaveValue(`${seed.faqs[0]!.question} now?`)
  })
})

describe('generated lists', () => {
  it('blog posts: search and sort send the list query and show what the API answers', SLOW, async () => {
    renderRoute('/dashboard/content/blog-posts')
    const table = await screen.findByRole('table', { name: 'Blog posts' })
    expect(within(table).getAllByRole('row')).toHaveLength(seed.blogPosts.length + 1)
    const title = within(table).getByRole('columnheader', { name: /Title/ })
    expect(title).toHaveAttribute('aria-sort', 'none')
    await userEvent.click(within(title).getByRole('button'))
    await waitFor(() => expect(title).toHaveAttribute('aria-sort', 'ascending'))
    expect(listRequests('/blog-posts').at(-1)?.searchParams.get('sort')).toBe('title')
    await userEvent.click(within(title).getByRole('button'))
    await waitFor(() => expect(title).toHaveAttribute('aria-sort', 'descending'))
    expect(listRequests('/blog-posts').at(-1)?.searchParams.get('sort')).toBe('-title')
    const wanted = seed.blogPosts[2]!
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search blog posts' }))
    await userEvent.paste(wanted.title)
    await waitFor(() => expect(listRequests('/blog-posts').at(-1)?.searchParams.get('q')).toBe(wanted.title))
    expect(listRequests('/blog-posts').at(-1)?.searchParams.get('pageSize')).toBe('25')
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2))
    expect(within(table).getByRole('link', { name: wanted.title })).toHaveAttribute(
      'href',
      `/dashboard/content/blog-posts/${wanted.id}`,
    )
  })

  it('shows a failed load with a working retry, and an empty list as such', SLOW, async () => {
    const { http, HttpResponse } = await import('msw')
    const { apiUrl } = await import('../../src/api/config')
    let calls = 0
    server.use(
      http.get(apiUrl('/values'), () => {
        calls += 1
        if (calls === 1) return HttpResponse.json({ message: 'Server unavailable', issues: [] }, { status: 503 })
        return HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 25 })
      }),
    )
    renderRoute('/dashboard/content/values')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load the values (503)")
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('There are no values yet.')).toBeInTheDocument()
  })

  it('FAQ: deletes the selected questions, and Undo puts them back in their places', SLOW, async () => {
    const before = await ids('/faqs')
    renderRoute('/dashboard/content/faqs')
    const table = await screen.findByRole('table', { name: 'FAQ' })
    const [a, b] = [seed.faqs[1]!, seed.faqs[3]!]
    await userEvent.click(within(table).getByRole('checkbox', { name: `Select ${a.question}` }))
    await userEvent.click(within(table).getByRole('checkbox', { name: `Select ${b.question}` }))
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }))
    expect(await screen.findByText('2 faq records deleted')).toBeInTheDocument()
    await waitFor(() => expect(within(table).queryByText(a.question)).not.toBeInTheDocument())
    expect(await ids('/faqs')).toEqual(before.filter((id) => id !== a.id && id !== b.id))
    await userEvent.click(screen.getByRole('button', { name: /^Undo delete of 2/ }))
    expect(await screen.findByText('Delete undone')).toBeInTheDocument()
    expect(await ids('/faqs')).toEqual(before)
    expect(await within(table).findByText(a.question)).toBeInTheDocument()
  })

  it('a shift-click selects every row from the one clicked last, and clears them alike', SLOW, async () => {
    renderRoute('/dashboard/content/faqs')
    const table = await screen.findByRole('table', { name: 'FAQ' })
    const boxes = () => within(table).getAllByRole('checkbox', { name: /^Select (?!all)/ })
    const checked = () => boxes().map((box) => (box as HTMLInputElement).checked)
    const user = userEvent.setup()
    await user.click(boxes()[1]!)
    await shiftClick(user, boxes()[4]!)
    expect(checked().slice(0, 6)).toEqual([false, true, true, true, true, false])
    expect(screen.getByText('4 selected')).toBeInTheDocument()
    // From the row clicked last (the fifth) back to the third: a selected row clears the range.
    await shiftClick(user, boxes()[2]!)
    expect(checked().slice(0, 6)).toEqual([false, true, false, false, false, false])
  })

  it('testimonials: Move up saves the new order', SLOW, async () => {
    const before = await ids('/testimonials')
    renderRoute('/dashboard/content/testimonials')
    const table = await screen.findByRole('table', { name: 'Testimonials' })
    const second = seed.testimonials.find((t) => t.id === before[1])!
    expect(
      within(table).getByRole('button', { name: `Move ${seed.testimonials.find((t) => t.id === before[0])!.name} up` }),
    ).toBeDisabled()
    await userEvent.click(within(table).getByRole('button', { name: `Move ${second.name} up` }))
    await waitFor(async () => expect(await ids('/testimonials')).toEqual([before[1], before[0], ...before.slice(2)]))
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(second.name)
  })
})

// ---- A collection the registry does not know: defined, stored and served by this test alone ----

const gadgets = defineCollection('gadgets', {
  schema: z.object({
    id: idSchema,
    name: z.string().min(1, 'Name is required').max(40, 'Name must be at most 40 characters'),
    size: z.enum(['small', 'big']),
    notes: z.string().max(500).optional(),
    maker: z.string().max(40).optional(),
  }),
  label: 'Gadgets',
  labelOne: 'Gadget',
  ordered: true,
  searchable: ['name'],
  sortable: ['name'],
  filterable: ['size', 'maker'],
})
const gadgetAdmin = describeCollection(gadgets)

async function serveGadgets(count: number) {
  const store = new Collection({ schema: gadgets.entity })
  for (let i = 1; i <= count; i++)
    await store.create({
      id: `gadget-${i}`,
      name: `Gadget ${String(i).padStart(2, '0')}`,
      size: i % 3 ? 'small' : 'big',
      // One maker for the first 100 gadgets, another for the rest.
      maker: i <= 100 ? 'Acme' : 'Zenith',
      order: i - 1,
    } as never)
  server.use(apiHandlerWith(gadgets, store as never))
  return store
}

function EditGadget() {
  const { id = '' } = useParams()
  return <EditRecordScreen admin={gadgetAdmin} id={id} />
}

function renderGadgets(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard/content/gadgets', element: <CollectionListScreen admin={gadgetAdmin} /> },
      { path: '/dashboard/content/gadgets/new', element: <NewRecordScreen admin={gadgetAdmin} /> },
      { path: '/dashboard/content/gadgets/:id', element: <EditGadget /> },
    ],
    { initialEntries: [path] },
  )
  render(
    <Providers queryClient={createTestQueryClient()} withoutStyleTags>
      <RouterProvider router={router} />
    </Providers>,
  )
  return router
}

describe('a collection defined only in this test', () => {
  it('gets a paged, filtered list', SLOW, async () => {
    await serveGadgets(30)
    renderGadgets('/dashboard/content/gadgets')
    const table = await screen.findByRole('table', { name: 'Gadgets' })
    expect(within(table).getAllByRole('row')).toHaveLength(26)
    expect(screen.getByText('30 gadgets')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(await within(table).findByRole('link', { name: 'Gadget 30' })).toBeInTheDocument()
    expect(listRequests('/gadgets').at(-1)?.search).toBe('?page=2&pageSize=25')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by size' }), 'big')
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11))
    expect(listRequests('/gadgets').at(-1)?.searchParams.getAll('size')).toEqual(['big'])
    // Filtered: no reordering.
    expect(within(table).queryByRole('button', { name: /^Move / })).not.toBeInTheDocument()
  })

  it('offers filter values beyond the first 100 records, with counts, asked for once after the first page', SLOW, async () => {
    await serveGadgets(130)
    renderGadgets('/dashboard/content/gadgets')
    const table = await screen.findByRole('table', { name: 'Gadgets' })
    const makers = screen.getByRole('combobox', { name: 'Filter by maker' })
    await waitFor(() =>
      expect(
        within(makers)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All', 'Acme (100)', 'Zenith (30)']),
    )
    // The page first, then the menus' values (counting every record is not on the way to the page).
    expect(listRequests('/gadgets').map((url) => url.search)).toEqual(['?pageSize=25', '?pageSize=1&facets=maker'])
    await userEvent.selectOptions(makers, 'Zenith')
    expect(await screen.findByText('30 gadgets')).toBeInTheDocument()
    expect(within(table).getAllByRole('row')).toHaveLength(26)
    // A filtered page does not ask for the values again: they are the whole collection's.
    expect(listRequests('/gadgets').map((url) => url.search)).toEqual([
      '?pageSize=25',
      '?pageSize=1&facets=maker',
      '?pageSize=25&maker=Zenith',
    ])
  })

  it('gets a working form: the schema messages, then a create', SLOW, async () => {
    const store = await serveGadgets(2)
    const router = renderGadgets('/dashboard/content/gadgets/new')
    const form = await screen.findByRole('form', { name: 'New gadget' })
    expect(within(form).getByRole('combobox', { name: /^Size/ })).toHaveValue('small')
    expect(within(form).getByRole('textbox', { name: /^Notes/ }).tagName).toBe('TEXTAREA')
    await userEvent.click(within(form).getByRole('button', { name: 'Create Gadget' }))
    expect(await within(form).findByText('Name is required')).toBeInTheDocument()
    await userEvent.click(within(form).getByRole('textbox', { name: /^Name/ }))
    await userEvent.paste('x'.repeat(41))
    expect(await within(form).findByText('Name must be at most 40 characters')).toBeInTheDocument()
    await userEvent.clear(within(form).getByRole('textbox', { name: /^Name/ }))
    await userEvent.click(within(form).getByRole('textbox', { name: /^Name/ }))
    await userEvent.paste('Sun tracker')
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Size/ }), 'big')
    await userEvent.click(within(form).getByRole('button', { name: 'Create Gadget' }))
    expect(await screen.findByText('Gadget created')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/content/gadgets'))
    expect(store.all().find((g) => g.name === 'Sun tracker')).toMatchObject({ size: 'big', order: 2 })
    expect(await screen.findByRole('link', { name: 'Sun tracker' })).toBeInTheDocument()
  })

  it('shows the server’s field issues and keeps what was typed', SLOW, async () => {
    await serveGadgets(1)
    const { http, HttpResponse } = await import('msw')
    const { apiUrl } = await import('../../src/api/config')
    server.use(
      http.put(apiUrl('/gadgets/:id'), () =>
        HttpResponse.json(
          { message: 'Some fields are not valid', issues: [{ path: 'name', message: 'That name is taken' }] },
          { status: 422 },
        ),
      ),
    )
    renderGadgets('/dashboard/content/gadgets/gadget-1')
    const form = await screen.findByRole('form', { name: 'Edit gadget' })
    const name = within(form).getByRole('textbox', { name: /^Name/ })
    expect(name).toHaveValue('Gadget 01')
    await userEvent.clear(name)
    await userEvent.click(name)
    await userEvent.paste('Taken name')
    await userEvent.click(within(form).getByRole('button', { name: 'Save Gadget' }))
    expect(await within(form).findByText('That name is taken')).toBeInTheDocument()
    expect(within(form).getByRole('alert')).toHaveTextContent('The gadget was not saved')
    expect(name).toHaveValue('Taken name')
  })
})
