import type { Page } from '@playwright/test'
import { expect, startMockByMoving, test } from './fixtures'

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
  // Play through to the real end, fast.
  await page.locator('video').evaluate((video: HTMLVideoElement) => {
    video.playbackRate = 16
  })
  // The button may still show for a moment after playback starts: wait for the end itself, then for the button.
  await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.ended), { timeout: 20_000 }).toBe(true)
  await expect(section.getByRole('button', { name: 'Play video' })).toBeVisible()
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

/** Seeks the video to 80% of its length (it loads on demand) and reports where it landed and how ready it is. */
function seekToEightyPercent(page: Page) {
  return page.locator('video').evaluate(async (video: HTMLVideoElement) => {
    video.muted = true
    video.preload = 'auto'
    if (video.readyState < 1) {
      const metadata = new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }))
      video.load()
      await metadata
    }
    const target = video.duration * 0.8
    const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }))
    video.currentTime = target
    await seeked
    if (video.readyState < 2) await new Promise((resolve) => video.addEventListener('canplay', resolve, { once: true }))
    return { target, currentTime: video.currentTime, readyState: video.readyState }
  })
}

test.describe('seeking', () => {
  const mediaStatuses = (page: Page) => {
    const statuses: number[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/media/training-intro.mp4') statuses.push(response.status())
    })
    return statuses
  }

  test('jumps to 80% of the video with a partial (206) answer', async ({ page }) => {
    const statuses = mediaStatuses(page)
    await openVideo(page)
    const { target, currentTime, readyState } = await seekToEightyPercent(page)
    expect(readyState).toBeGreaterThanOrEqual(2)
    expect(Math.abs(currentTime - target)).toBeLessThan(0.5)
    expect(statuses).toContain(206)
  })

  test('still seeks when the host ignores ranges: the mock cuts the bytes from the whole file', async ({ page, context }) => {
    // A host without range support: every answer is the whole file with 200.
    const ranges: string[] = []
    await context.route('**/media/training-intro.mp4', async (route) => {
      ranges.push(route.request().headers().range ?? 'none')
      const response = await route.fetch({ headers: { ...route.request().headers(), range: '' } })
      await route.fulfill({ status: 200, body: await response.body(), headers: { 'content-type': 'video/mp4' } })
    })
    const statuses = mediaStatuses(page)
    await openVideo(page)
    // The mock's service worker cuts the range; it starts as the visitor's pointer moves to the player.
    await startMockByMoving(page)
    const { target, currentTime, readyState } = await seekToEightyPercent(page)
    expect(readyState).toBeGreaterThanOrEqual(2)
    expect(Math.abs(currentTime - target)).toBeLessThan(0.5)
    expect(statuses).toContain(206)
    expect(ranges.length, 'the host was asked').toBeGreaterThan(0)
    // The player may still be fetching a range as the test ends: that fetch is not the test's to finish.
    await context.unrouteAll({ behavior: 'ignoreErrors' })
  })
})
