import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { server } from '../../mocks/node'
import { apiUrl } from '../../src/api/config'
import { pages } from '../../src/api/resources/pages'
import { signInForTests } from '../setup/admin-session'
import { call, signIn } from '../setup/api'
import { renderRoute } from '../setup/render'

beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } })
  }
})

const SLOW = { timeout: 10_000 }
const aboutSections = () => structuredClone(seed.pages.find((page) => page.id === 'about')!.sections!)

async function renameVision(heading: string) {
  const sections = aboutSections().map((section) => (section.id === 'vision' ? { ...section, heading } : section))
  const token = await signIn()
  expect((await call('PATCH', '/pages/about', { token, body: { sections } })).status).toBe(200)
}

describe('page copy from the page document', { timeout: 30_000 }, () => {
  it('shows the about page headings from the API, and an edited heading once the document changes', async () => {
    const { queryClient } = renderRoute('/about')
    const vision = await screen.findByRole('region', { name: 'Vision & Mission' }, SLOW)
    expect(within(vision).getByText('What drives us')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Our Journey' })).toBeInTheDocument()

    await renameVision('Where We Are Going')
    await queryClient.invalidateQueries({ queryKey: pages.detail('about').queryKey })
    expect(await screen.findByRole('heading', { level: 2, name: 'Where We Are Going' }, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Vision & Mission' })).not.toBeInTheDocument()
  })

  it("takes the home page's call to action to the inner pages", async () => {
    renderRoute('/blog')
    expect(await screen.findByRole('heading', { level: 2, name: 'Latest Articles' }, SLOW)).toBeInTheDocument()
    const cta = await screen.findByRole('region', { name: 'Ready to Switch to Solar?' }, SLOW)
    expect(within(cta).getByRole('link', { name: 'Explore Training' })).toHaveAttribute('href', '/training')
  })
})

describe('Sections tab of the pages editor', { timeout: 30_000 }, () => {
  async function openSections() {
    await signInForTests()
    const view = renderRoute('/dashboard/pages/edit/about')
    await screen.findByDisplayValue('About Us', undefined, SLOW)
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Sections' }))
    return view
  }

  it('groups the fields by section, each labelled', async () => {
    await openSections()
    const vision = screen.getByRole('group', { name: 'Vision' })
    expect(within(vision).getByRole('textbox', { name: 'Eyebrow' })).toHaveValue('What drives us')
    expect(within(vision).getByRole('textbox', { name: 'Heading' })).toHaveValue('Vision & Mission')
    expect(screen.getByRole('group', { name: 'Timeline' })).toBeInTheDocument()
  })

  it('shows the schema message under an emptied heading and keeps it unsaved', async () => {
    await openSections()
    const user = userEvent.setup()
    const heading = within(screen.getByRole('group', { name: 'Vision' })).getByRole('textbox', { name: 'Heading' })
    await user.clear(heading)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Heading is required')).toBeInTheDocument()
    expect(heading).toHaveAttribute('aria-invalid', 'true')
    expect((await call('GET', '/pages/about')).body.sections[0].heading).toBe('Vision & Mission')
  })

  it('saves an edited heading, which the public page shows at once', async () => {
    const { router } = await openSections()
    const user = userEvent.setup()
    const heading = within(screen.getByRole('group', { name: 'Vision' })).getByRole('textbox', { name: 'Heading' })
    await user.clear(heading)
    await user.click(heading)
    await user.paste('Where We Are Going')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Page saved', undefined, SLOW)).toBeInTheDocument()
    expect((await call('GET', '/pages/about')).body.sections[0].heading).toBe('Where We Are Going')

    await router.navigate('/about')
    expect(await screen.findByRole('heading', { level: 2, name: 'Where We Are Going' }, SLOW)).toBeInTheDocument()
  })

  it("puts the API's refusal under the section's field, keeps what was typed and the unsaved state", async () => {
    server.use(
      http.patch(apiUrl('/pages/about'), () =>
        HttpResponse.json(
          { message: 'Some fields are not valid', issues: [{ path: 'sections.5.heading', message: 'Heading is taken' }] },
          { status: 422 },
        ),
      ),
    )
    await openSections()
    const user = userEvent.setup()
    const heading = within(screen.getByRole('group', { name: 'Timeline' })).getByRole('textbox', { name: 'Heading' })
    await user.type(heading, ' So Far')
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Heading is taken', undefined, SLOW)).toBeInTheDocument()
    expect(screen.getByText('The page was not saved')).toBeInTheDocument()
    expect(heading).toHaveValue('Our Journey So Far')
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument()
  })

  it('adds and removes points of a section', async () => {
    await signInForTests()
    renderRoute('/dashboard/pages/edit/home')
    await screen.findByDisplayValue('Home', undefined, SLOW)
    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: 'Sections' }))
    const guide = screen.getByRole('group', { name: 'Free guide' })
    expect(within(guide).getAllByRole('textbox', { name: /^Point \d$/ })).toHaveLength(4)
    await user.click(within(guide).getByRole('button', { name: 'Remove point 1' }))
    await user.click(within(guide).getByRole('button', { name: 'Add point' }))
    const points = within(guide).getAllByRole('textbox', { name: /^Point \d$/ })
    expect(points).toHaveLength(4)
    expect(points[0]).toHaveValue('Batteries, inverters and panels explained simply')
    // Pasted (one input event): each typed key re-rendered the whole page form, most of this test's time.
    await user.click(points[3]!)
    await user.paste('Where to get the guide printed')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Page saved', undefined, SLOW)).toBeInTheDocument()
    const saved = (await call('GET', '/pages/home')).body.sections.find((section: { id: string }) => section.id === 'guide')
    expect(saved.points).toEqual([
      'Batteries, inverters and panels explained simply',
      'Questions to ask every installer before you pay',
      'How to compare solar costs with your generator spending',
      'Where to get the guide printed',
    ])
  })
})
