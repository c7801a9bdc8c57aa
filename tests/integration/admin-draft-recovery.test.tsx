import { notifications } from '@mantine/notifications'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { apiUrl } from '../../src/api/config'
import { DRAFT_RESTORED } from '../../src/features/admin/forms/use-draft-recovery'
import { signInForTests } from '../setup/admin-session'
import { call } from '../setup/api'
import { renderRoute } from '../setup/render'

// Lazy screens load slowly on a busy machine: wait up to 8 s for them.
configure({ asyncUtilTimeout: 8000 })

// jsdom has no document.fonts, which Mantine's autosize Textarea listens to.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } })
  }
})

beforeEach(async () => {
  notifications.clean()
  notifications.cleanQueue()
  await signInForTests()
})

/** The next matching write answers 401, as when the API no longer knows the session. */
const expireOn = (handler: typeof http.patch, path: string) =>
  server.use(
    handler(apiUrl(path), () => HttpResponse.json({ message: 'Please sign in to continue', issues: [] }, { status: 401 }), {
      once: true,
    }),
  )

type Router = ReturnType<typeof renderRoute>['router']
const here = (router: Router) => router.state.location.pathname + router.state.location.search
const draftKeys = () => Object.keys(window.sessionStorage).filter((key) => key.startsWith('sunharvest-admin-draft:'))

/** The save met a 401: the login opens with the way back; signing in returns there. */
async function signInAgain(router: Router, user: ReturnType<typeof userEvent.setup>, back: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
  expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(back)
  await screen.findByRole('heading', { name: 'Admin Login' })
  // Pasted, one input event each: the sign-in is not what this file tests (typing it cost seconds per test).
  await user.click(await screen.findByRole('textbox', { name: 'Email' }))
  await user.paste('ada@sunharvest.ng')
  await user.click(screen.getByLabelText(/^Password/))
  await user.paste('any-password')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
  await waitFor(() => expect(here(router)).toBe(back), { timeout: 6000 })
}

/** Clears a field and pastes new text (one input event instead of one per character). */
async function replaceText(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input)
  await user.click(input)
  await user.paste(text)
}

describe('a save that meets the end of the session keeps the form', { timeout: 40_000 }, () => {
  it('page editor: after signing in the typed values are back, unsaved, and save', async () => {
    expireOn(http.patch, '/pages/about')
    const { router } = renderRoute('/dashboard/pages/edit/about')
    const user = userEvent.setup()
    await screen.findByDisplayValue('About Us')
    await replaceText(user, screen.getByRole('textbox', { name: 'Title' }), 'About SunHarvest')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await signInAgain(router, user, '/dashboard/pages/edit/about')
    expect(await screen.findByDisplayValue('About SunHarvest')).toBe(screen.getByRole('textbox', { name: 'Title' }))
    expect(await screen.findByText(new RegExp(DRAFT_RESTORED))).toBeInTheDocument()
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument()
    expect(draftKeys()).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('All changes saved')).toBeInTheDocument()
    expect((await call('GET', '/pages/about')).body).toMatchObject({ title: 'About SunHarvest' })
  })

  it('user settings: the typed name is back on its tab', async () => {
    expireOn(http.put, '/settings/user')
    const { router } = renderRoute('/dashboard/settings?tab=user')
    const user = userEvent.setup()
    const form = await screen.findByRole('form', { name: 'User settings' })
    await replaceText(user, await within(form).findByRole('textbox', { name: /^Name/ }), 'Ada Obi')
    await user.click(within(form).getByRole('button', { name: 'Save User Settings' }))

    await signInAgain(router, user, '/dashboard/settings?tab=user')
    const again = await screen.findByRole('form', { name: 'User settings' })
    await waitFor(() => expect(within(again).getByRole('textbox', { name: /^Name/ })).toHaveValue('Ada Obi'))
    expect(draftKeys()).toEqual([])
  })

  it('menu editor: the row whose save was refused opens again with what was typed', async () => {
    expireOn(http.put, '/menus/main-menu')
    const { router } = renderRoute('/dashboard/menu')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit Blog' }))
    const form = screen.getByRole('form', { name: 'Edit menu item Blog' })
    await replaceText(user, within(form).getByRole('textbox', { name: 'Title' }), 'News')
    await user.click(within(form).getByRole('button', { name: 'Save' }))

    await signInAgain(router, user, '/dashboard/menu')
    const reopened = await screen.findByRole('form', { name: 'Edit menu item Blog' })
    expect(within(reopened).getByRole('textbox', { name: 'Title' })).toHaveValue('News')
    expect(draftKeys()).toEqual([])
  })

  it("media details: the item's drawer opens again with the typed alt text", async () => {
    expireOn(http.patch, '/media/media-battery-room')
    const { router } = renderRoute('/dashboard/media')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Details of battery-room.webp' }))
    const drawer = await screen.findByRole('dialog', { name: 'Media details' })
    await replaceText(user, within(drawer).getByRole('textbox', { name: /^Alt text/ }), 'Battery bank on a wall')
    await user.click(within(drawer).getByRole('button', { name: 'Save details' }))

    await signInAgain(router, user, '/dashboard/media')
    const reopened = await screen.findByRole('dialog', { name: 'Media details' })
    await waitFor(() =>
      expect(within(reopened).getByRole('textbox', { name: /^Alt text/ })).toHaveValue('Battery bank on a wall'),
    )
    expect(within(reopened).getByRole('button', { name: 'Save details' })).toBeEnabled()
  })
})
