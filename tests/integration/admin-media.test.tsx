import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { itemCount, MEDIA_SORT_PARAMS, type MediaSort } from '../../src/features/admin/media/media-query'
import { rejectionMessage } from '../../src/features/admin/media/upload-panel'
import { overallStatus } from '../../src/features/admin/media/upload-list'
import { uploadErrorMessage, type UploadEntry } from '../../src/features/admin/media/use-upload-queue'
import { ApiError } from '../../src/api/client'
import { signInForTests } from '../setup/admin-session'
import { call } from '../setup/api'
import { renderRoute } from '../setup/render'
import { shiftClick } from '../setup/shift-click'

const SLOW = { timeout: 8000 }
const names = () =>
  screen
    .getAllByRole('checkbox', { name: /^Select (?!all$|this page$)/ })
    .map((box) => box.getAttribute('aria-label')!.replace(/^Select /, ''))

describe('media sort, search and counts', () => {
  const items = seed.mediaItems

  const namesFrom = async (query: string) =>
    ((await call('GET', `/media${query}`)).body.items as { name: string }[]).map((item) => item.name)

  it('sorts on the server by date (newest first), name (A-Z) and size (largest first), ties by name', async () => {
    const by = async (sort: MediaSort) => (await call('GET', `/media?sort=${MEDIA_SORT_PARAMS[sort]}`)).body.items as typeof items
    expect((await by('date')).map((i) => i.date)).toEqual([...items.map((i) => i.date)].sort().reverse())
    expect((await by('name')).map((i) => i.name)).toEqual(items.map((i) => i.name).sort())
    const bytes = (await by('size')).map((i) => i.bytes)
    expect(bytes).toEqual([...bytes].sort((a, b) => b - a))
    expect((await by('date')).map((i) => i.name).slice(4, 6)).toEqual(['installer-harness.webp', 'lekki-rooftop-array.webp'])
  })

  it('searches on the server ignoring case, and pages', async () => {
    expect(await namesFrom('?q=ASABA&sort=name')).toEqual(['asaba-home-solar.webp', 'asaba-office-rooftop.webp'])
    expect(await namesFrom('')).toHaveLength(8)
    const page = (await call('GET', '/media?pageSize=3&page=3')).body
    expect(page).toMatchObject({ total: 8, page: 3, pageSize: 3 })
    expect(page.items).toHaveLength(2)
  })

  it('words counts and upload states', () => {
    expect(itemCount(1)).toBe('1 item')
    expect(itemCount(3)).toBe('3 items')
    const entry = (status: UploadEntry['status']): UploadEntry => ({
      key: status + Math.random(),
      name: 'a.png',
      status,
      progress: 0,
    })
    expect(overallStatus([entry('done'), entry('uploading'), entry('pending')])).toBe('Uploading 2 of 3')
    expect(overallStatus([entry('done'), entry('failed')])).toBe('1 of 2 uploaded, 1 failed')
    const file = new File(['x'], 'logo.svg', { type: 'image/svg+xml' })
    expect(rejectionMessage({ file, errors: [{ code: 'file-invalid-type', message: '' }] } as never)).toBe(
      'logo.svg: only JPEG, PNG, WebP, GIF and AVIF images can be uploaded',
    )
    const big = new File(['x'], 'big.png', { type: 'image/png' })
    expect(rejectionMessage({ file: big, errors: [{ code: 'file-too-large', message: '' }] } as never)).toBe(
      'big.png: files must be 5 MB or smaller',
    )
    expect(
      uploadErrorMessage(new ApiError(422, 'Some fields are not valid', [{ path: 'dataUrl', message: 'Not an image' }])),
    ).toBe('Not an image')
  })
})

describe('media library screen', { timeout: 30_000 }, () => {
  it('lists the items, sorts by size and name, searches, and shows an empty search', async () => {
    await signInForTests()
    renderRoute('/dashboard/media')
    expect(await screen.findByRole('heading', { level: 1, name: 'Media Library' }, SLOW)).toBeInTheDocument()
    await screen.findByRole('checkbox', { name: 'Select battery-room.webp' }, SLOW)
    expect(names()).toHaveLength(8)
    const user = userEvent.setup()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'size')
    // The sort lives in the URL (?sort=size); the router applies it asynchronously.
    await waitFor(() => expect(names()[0]).toBe('school-solar-canopy.webp'), SLOW)
    expect(names().at(-1)).toBe('battery-room.webp')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name')
    await waitFor(() => expect(names()[0]).toBe('asaba-home-solar.webp'), SLOW)
    expect(names()).toEqual([...names()].sort())

    await user.click(screen.getByRole('searchbox', { name: 'Search media' }))
    await user.paste('xyz')
    expect(await screen.findByText('No media matches "xyz"', {}, SLOW)).toBeInTheDocument()
  })

  it.each(['grid', 'list'])(
    '%s: a shift-click selects every item from the one clicked last, and clears them alike',
    async (view) => {
      await signInForTests()
      renderRoute(`/dashboard/media${view === 'list' ? '?view=list' : ''}`)
      await screen.findByRole('checkbox', { name: 'Select battery-room.webp' }, SLOW)
      const boxes = () => screen.getAllByRole('checkbox', { name: /^Select (?!all$|this page$)/ }) as HTMLInputElement[]
      const checked = () => boxes().map((box) => box.checked)
      const user = userEvent.setup()
      await user.click(boxes()[1]!)
      await shiftClick(user, boxes()[4]!)
      expect(checked().slice(0, 6)).toEqual([false, true, true, true, true, false])
      expect(screen.getByRole('region', { name: 'Selected media' })).toHaveTextContent('4 items selected')
      // From the item clicked last (the fifth) back to the third: a selected item clears the range.
      await shiftClick(user, boxes()[2]!)
      expect(checked().slice(0, 6)).toEqual([false, true, false, false, false, false])
    },
  )

  it('counts the selection in words and deletes after confirmation', async () => {
    await signInForTests()
    renderRoute('/dashboard/media')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('checkbox', { name: 'Select battery-room.webp' }, SLOW))
    const bar = screen.getByRole('region', { name: 'Selected media' })
    expect(bar).toHaveTextContent('1 item selected')
    await user.click(screen.getByRole('checkbox', { name: 'Select classroom-session.webp' }))
    expect(bar).toHaveTextContent('2 items selected')

    await user.click(within(bar).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 items?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 items' }))
    expect(await screen.findByText('2 items deleted.', undefined, SLOW)).toBeInTheDocument()
    expect((await call('GET', '/media')).body.total).toBe(6)
    expect(names()).toHaveLength(6)
    expect(screen.queryByRole('region', { name: 'Selected media' })).not.toBeInTheDocument()
  })
})
