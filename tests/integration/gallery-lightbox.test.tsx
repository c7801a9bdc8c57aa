import { act, render, screen, within } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { expect, it } from 'vitest'
import { galleryImages } from '../../fixtures/gallery'
import { Providers } from '../../src/app/providers'
import { GalleryGrid } from '../../src/components/gallery'

const images = galleryImages.slice(0, 5)

it('counts every press of Previous and Next, even two before the lightbox renders again', async () => {
  render(
    <Providers queryClient={new QueryClient()} withoutStyleTags>
      <GalleryGrid images={images} label="Project photos" />
    </Providers>,
  )
  act(() => screen.getByRole('button', { name: `Open image: ${images[2]!.caption}` }).click())
  const dialog = await screen.findByRole('dialog')
  expect(within(dialog).getByText('3 / 5')).toBeTruthy()
  const previous = within(dialog).getByRole('button', { name: 'Previous image' })
  // Both presses land in one batch: the second must step from where the first left, not from the rendered image.
  act(() => {
    previous.click()
    previous.click()
  })
  expect(within(dialog).getByText('1 / 5')).toBeTruthy()
  const next = within(dialog).getByRole('button', { name: 'Next image' })
  act(() => {
    next.click()
    next.click()
    next.click()
  })
  expect(within(dialog).getByText('4 / 5')).toBeTruthy()
})
