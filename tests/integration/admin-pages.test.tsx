import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { changedFields, slugify, toFormValues } from '../../src/features/admin/pages/page-form-model'
import { truncate } from '../../src/features/admin/pages/search-preview'
import { signInForTests } from '../setup/admin-session'
import { call } from '../setup/api'
import { renderRoute } from '../setup/render'

// jsdom has no document.fonts, which Mantine's autosize Textarea listens to (belongs in tests/setup/browser-apis.ts).
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } })
  }
})

const field = (name: string) => screen.getByRole('textbox', { name })
/** The first render loads the lazy route module, which can take a few seconds on a busy machine. */
const SLOW = { timeout: 8000 }

async function openAboutEditor() {
  await signInForTests()
  const view = renderRoute('/dashboard/pages/edit/about')
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit page: About Us' }, SLOW)).toBeInTheDocument()
  await screen.findByDisplayValue('About Us', undefined, SLOW)
  return view
}

/** Clears a field and pastes new text (one input event instead of one per character). */
async function replaceText(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input)
  await user.click(input)
  await user.paste(text)
}

/** The JSON bodies of the PATCH requests the screen sends. */
function recordPatches(): unknown[] {
  const bodies: unknown[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH')
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body))
  })
  return bodies
}

describe('pages editor', { timeout: 30_000 }, () => {
  afterEach(() => server.events.removeAllListeners())

  it('lists the nine pages with their types', async () => {
    await signInForTests()
    renderRoute('/dashboard/pages')
    const table = await screen.findByRole('table', { name: 'Pages' }, SLOW)
    expect(await within(table).findAllByRole('link')).toHaveLength(9)
    expect(within(table).getAllByText('page', { exact: true })).toHaveLength(6)
    expect(within(table).getAllByText('service', { exact: true })).toHaveLength(3)
  })

  it('shows the schema messages under the fields and sends nothing while the form is invalid', async () => {
    const patches = recordPatches()
    await openAboutEditor()
    const user = userEvent.setup()
    await user.clear(field('Title'))
    await replaceText(user, field('Slug'), 'Bad Slug')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Title is required')).toBeInTheDocument()
    expect(
      screen.getByText('Use lowercase letters, digits and single hyphens (for example solar-installation)'),
    ).toBeInTheDocument()
    expect(field('Slug')).toHaveAttribute('aria-invalid', 'true')
    expect(patches).toEqual([])
  })

  it('puts the 422 of a taken slug under Slug and keeps every typed value', async () => {
    await openAboutEditor()
    const user = userEvent.setup()
    await replaceText(user, field('Title'), 'Our company')
    await replaceText(user, field('Slug'), 'contact')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('The slug "contact" is already used by Contact Us')).toBeInTheDocument()
    expect(screen.getByText('The page was not saved')).toBeInTheDocument()
    expect(field('Title')).toHaveValue('Our company')
    expect(field('Slug')).toHaveValue('contact')
    expect((await call('GET', '/pages/about')).body).toMatchObject({ title: 'About Us', slug: 'about' })
  })

  it('PATCHes only the changed fields, then the form is clean again', async () => {
    const patches = recordPatches()
    await openAboutEditor()
    const user = userEvent.setup()
    await replaceText(user, field('Title'), 'About SunHarvest')
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Page saved', undefined, SLOW)).toBeInTheDocument()
    expect(screen.getByText('All changes saved')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
    expect(patches).toEqual([{ title: 'About SunHarvest' }])
    expect((await call('GET', '/pages/about')).body).toMatchObject({ title: 'About SunHarvest' })
  })
})

describe('page form helpers', () => {
  it('diffs values against the saved page', async () => {
    const about = (await call('GET', '/pages/about')).body
    const values = { ...toFormValues(about), title: 'New', metaTitle: 'Meta' }
    expect(changedFields(values, toFormValues(about))).toEqual({ title: 'New', metaTitle: 'Meta' })
    expect(changedFields(toFormValues(about), toFormValues(about))).toEqual({})
  })

  it('suggests slugs and truncates previews like a search engine', () => {
    expect(slugify('Solar Panels & Batteries!')).toBe('solar-panels-batteries')
    expect(slugify('  Énergie  verte ')).toBe('energie-verte')
    expect(truncate('short', 60)).toBe('short')
    const long = truncate('word '.repeat(40), 60)
    expect(long.length).toBeLessThanOrEqual(60)
    expect(long.endsWith('...')).toBe(true)
  })
})
