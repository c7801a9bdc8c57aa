import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { signInForTests } from '../setup/admin-session'
import { call } from '../setup/api'
import { renderRoute } from '../setup/render'
import { gifWithFrames, imageHeader } from '../support/image-bytes'

const SLOW = { timeout: 8000 }

it('the upload screen says why an image bomb is refused, and uploads nothing', { timeout: 30_000 }, async () => {
  await signInForTests()
  renderRoute('/dashboard/media/upload')
  const input = await screen.findByLabelText('Images to upload', {}, SLOW)
  const bomb = new File([imageHeader('image/png', 20000, 20000) as Uint8Array<ArrayBuffer>], 'bomb.png', { type: 'image/png' })
  await userEvent.upload(input, bomb)
  expect(
    await screen.findByText(
      'bomb.png: This image is 20,000 × 20,000 pixels (400 megapixels); images may have at most 50 megapixels',
      {},
      SLOW,
    ),
  ).toBeInTheDocument()
  expect(screen.getByRole('status')).toHaveTextContent('0 of 1 uploaded, 1 failed')
  expect((await call('GET', '/media')).body.total).toBe(seed.mediaItems.length)
})

it('refuses a GIF whose one frame is far larger than the 1 × 1 screen its header states', { timeout: 30_000 }, async () => {
  await signInForTests()
  renderRoute('/dashboard/media/upload')
  const input = await screen.findByLabelText('Images to upload', {}, SLOW)
  const bytes = gifWithFrames({ width: 1, height: 1 }, [{ x: 0, y: 0, width: 16000, height: 16000 }])
  await userEvent.upload(input, new File([bytes as Uint8Array<ArrayBuffer>], 'tiny.gif', { type: 'image/gif' }))
  expect(
    await screen.findByText(
      'tiny.gif: Frame 1 of this image (16,000 × 16,000 pixels at 0, 0) does not fit in its stated size of 1 × 1 pixels',
      {},
      SLOW,
    ),
  ).toBeInTheDocument()
  expect(screen.getByRole('status')).toHaveTextContent('0 of 1 uploaded, 1 failed')
  expect((await call('GET', '/media')).body.total).toBe(seed.mediaItems.length)
})
