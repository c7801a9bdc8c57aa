import { notifications } from '@mantine/notifications'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { apiUrl } from '../../src/api/config'
import { signInForTests } from '../setup/admin-session'
import { renderRoute } from '../setup/render'

// Lazy screens load slowly on a busy machine: wait up to 8 s for them.
configure({ asyncUtilTimeout: 8000 })

beforeEach(async () => {
  notifications.clean()
  notifications.cleanQueue()
  await signInForTests()
})

/** Holds every save of the main menu until `release()`; then the mock API answers it as usual. */
function holdMenuSaves() {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.put(apiUrl('/menus/main-menu'), async () => {
      await held
      // Nothing returned: the request goes on to the mock API's own handler.
    }),
  )
  return { release: () => release() }
}

/** A cancelable beforeunload, as the browser sends on reload or closing the tab; true when a page held it. */
function unloadIsHeld(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

async function editBlogTitle(title: string) {
  const view = renderRoute('/dashboard/menu')
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Edit Blog' }))
  const form = screen.getByRole('form', { name: 'Edit menu item Blog' })
  const input = within(form).getByRole('textbox', { name: 'Title' })
  await user.clear(input)
  await user.type(input, title)
  await user.click(within(form).getByRole('button', { name: 'Save' }))
  return { ...view, user }
}

describe('admin writes that wait for the API', { timeout: 30_000 }, () => {
  it("the menu editor announces 'saved' only once the API has answered", async () => {
    const { release } = holdMenuSaves()
    await editBlogTitle('News')
    expect(await screen.findByText('Saving…')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit News' })).toBeInTheDocument()
    expect(screen.queryByText('News saved.')).not.toBeInTheDocument()

    release()
    const announced = await screen.findByText('News saved.')
    expect(announced).toHaveAttribute('role', 'status')
    expect(screen.queryByText('Saving…')).not.toBeInTheDocument()
  })

  it("a menu item's delete toast appears once the delete is stored", async () => {
    const { release } = holdMenuSaves()
    renderRoute('/dashboard/menu')
    await userEvent.click(await screen.findByRole('button', { name: 'Delete About' }))
    expect(await screen.findByText('Saving…')).toBeInTheDocument()
    expect(screen.queryByText('About deleted')).not.toBeInTheDocument()
    release()
    expect(await screen.findByText('About deleted')).toBeInTheDocument()
  })

  it('leaving the admin area asks first while a write is pending, and not after', async () => {
    const { release } = holdMenuSaves()
    expect(unloadIsHeld()).toBe(false)
    await editBlogTitle('News')
    await screen.findByText('Saving…')
    expect(unloadIsHeld()).toBe(true)

    release()
    await screen.findByText('News saved.')
    await waitFor(() => expect(unloadIsHeld()).toBe(false))
  })
})
