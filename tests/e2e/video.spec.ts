import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Many steps per test: allow for a busy machine.
test.describe.configure({ timeout: 60_000 })

const isPaused = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)

async function openVideo(page: Page) {
  await page.goto('/')
  const section = page.getByRole('region', { name: 'See Our Training in Action' })
  await expect(section.getByRole('button', { name: 'Play video' })).toBeVisible({ timeout: 20_000 })
  await section.scrollIntoViewIfNeeded()
  return section
}

test('shows the poster, a play button, captions and no preloading', async ({ page }) => {
  const section = await openVideo(page)
  await expect(section.getByRole('img', { name: /trainer demonstrating/ })).toBeVisible()
  await expect(section.getByText('Solar Installation Training', { exact: true })).toBeVisible()
  const video = section.locator('video')
  await expect(video).toHaveAttribute('src', '/media/training-intro.mp4')
  await expect(video).toHaveAttribute('preload', 'none')
  await expect(video).toHaveAttribute('playsinline', '')
  const track = video.locator('track')
  await expect(track).toHaveAttribute('kind', 'captions')
  await expect(track).toHaveAttribute('srclang', 'en')
  await expect(track).toHaveAttribute('src', '/media/training-intro.vtt')
  expect(await isPaused(page)).toBe(true)
})

test('play, the controls overlay on hover, pause, and back to the poster at the end', async ({ page }) => {
  const section = await openVideo(page)
  await section.getByRole('button', { name: 'Play video' }).click()
  await expect.poll(() => isPaused(page)).toBe(false)
  const pause = section.getByRole('button', { name: 'Pause video' })
  await expect(pause).toBeAttached()
  await expect(section.getByRole('img', { name: /trainer demonstrating/ })).toHaveCount(0)

  // The overlay hides while playing and shows when the pointer is over the video.
  const overlay = pause.locator('..')
  await page.mouse.move(0, 0)
  await expect(overlay).toHaveCSS('opacity', '0')
  await overlay.hover({ position: { x: 24, y: 24 } })
  await expect(overlay).toHaveCSS('opacity', '1')

  await pause.click()
  await expect.poll(() => isPaused(page)).toBe(true)
  await expect(section.getByRole('button', { name: 'Play video' })).toBeVisible()

  await section.getByRole('button', { name: 'Play video' }).click()
  await expect.poll(() => isPaused(page)).toBe(false)
  // Play through to the real end, fast (seeking needs range requests, which the mock API's service worker drops).
  await page.locator('video').evaluate((video: HTMLVideoElement) => {
    video.playbackRate = 16
  })
  await expect(section.getByRole('button', { name: 'Play video' })).toBeVisible({ timeout: 20_000 })
  expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.ended)).toBe(true)
  await expect(section.getByRole('img', { name: /trainer demonstrating/ })).toBeVisible()
  expect(await isPaused(page)).toBe(true)
})

test('works from the keyboard and shows the controls on focus', async ({ page }) => {
  const section = await openVideo(page)
  await section.getByRole('button', { name: 'Play video' }).focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => isPaused(page)).toBe(false)
  const pause = section.getByRole('button', { name: 'Pause video' })
  await page.mouse.move(0, 0)
  await expect(pause).toBeFocused()
  // Keyboard focus keeps the overlay visible although the pointer is elsewhere.
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(pause).toBeFocused()
  await expect(pause.locator('..')).toHaveCSS('opacity', '1')
  await page.keyboard.press('Space')
  await expect.poll(() => isPaused(page)).toBe(true)
  await expect(section.getByRole('button', { name: 'Play video' })).toBeFocused()
})

test('an ended event returns the player to its poster', async ({ page }) => {
  const section = await openVideo(page)
  await section.getByRole('button', { name: 'Play video' }).click()
  await expect(section.getByRole('button', { name: 'Pause video' })).toBeAttached()
  await page.locator('video').evaluate((video: HTMLVideoElement) => video.dispatchEvent(new Event('ended')))
  await expect(section.getByRole('button', { name: 'Play video' })).toBeVisible()
  await expect(section.getByRole('img', { name: /trainer demonstrating/ })).toBeVisible()
  await expect.poll(() => isPaused(page)).toBe(true)
})
