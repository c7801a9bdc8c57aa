import type { Locator, Page } from '@playwright/test'
import { SPEC_TODAY, startClockAt } from './clock'
import { expect, test } from './fixtures'

// Animations, fake clocks and many assertions per test: allow for a busy machine.
test.describe.configure({ timeout: 60_000 })

const SLIDES = ['Sustainable Energy Solutions', 'Expert Installation', 'Energy Independence', 'Professional Solar Training']

const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' })

/** Inactive slides are aria-hidden, so the only slide group assistive technology sees is the active one. */
async function expectSlide(page: Page, position: number) {
  const carousel = hero(page)
  await expect(carousel.getByRole('group')).toHaveAccessibleName(`${position} of ${SLIDES.length}`)
  await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(SLIDES[position - 1]!)
  await expect(carousel.getByRole('button', { name: `Go to slide ${position}` })).toHaveAttribute('aria-current', 'true')
}

/** The machine may be slow: the first paint of the hero gets more time than later assertions. */
async function waitForHero(page: Page) {
  await page.goto('/')
  await expect(hero(page).getByRole('group')).toBeVisible({ timeout: 20_000 })
}

/**
 * Opens the home page on slide 1. Clicking the dot also keeps focus in the carousel, which pauses it, so a slow
 * machine can never see an automatic advance in the middle of a test.
 */
async function openHome(page: Page) {
  await waitForHero(page)
  await hero(page).getByRole('button', { name: 'Go to slide 1' }).click()
  await expectSlide(page, 1)
}

/**
 * The slides are a polite live region only while the show stands still (WAI-ARIA carousel pattern); waiting for
 * that also makes sure the page has reacted before the test moves the clock.
 */
async function expectRotating(page: Page, rotating: boolean) {
  await expect(hero(page).locator('[aria-live]')).toHaveAttribute('aria-live', rotating ? 'off' : 'polite')
}

/** Moves the mouse off the carousel, so hovering never pauses it by accident. */
async function pointerAway(page: Page, below: Locator) {
  const box = await below.boundingBox()
  await page.mouse.move(5, (box?.y ?? 0) + (box?.height ?? 0) + 40)
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`hero carousel at ${viewport.width}px`, () => {
    test.use({ viewport })

    test('shows four slides with their buttons, dots and one h1 on the page', async ({ page }) => {
      await openHome(page)
      const carousel = hero(page)
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
      await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(4)
      await expect(carousel.locator('[aria-roledescription="slide"][aria-hidden="true"][inert]')).toHaveCount(3)
      await expect(carousel.getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(4)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('SunHarvest Energy — Solar Energy Solutions for Africa')

      await expect(carousel.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/contact')
      await expect(carousel.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services')
      await carousel.getByRole('button', { name: 'Go to slide 4' }).click()
      await expectSlide(page, 4)
      await expect(carousel.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/services/training')
      await expect(carousel.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services')
      await expect(carousel.getByRole('link', { name: 'Get a Quote' })).toHaveCount(0)
    })

    test('previous and next wrap around both ways; dots jump', async ({ page }) => {
      await openHome(page)
      const carousel = hero(page)
      await carousel.getByRole('button', { name: 'Previous slide' }).click()
      await expectSlide(page, 4)
      await carousel.getByRole('button', { name: 'Next slide' }).click()
      await expectSlide(page, 1)
      for (const position of [2, 3, 4, 1]) {
        await carousel.getByRole('button', { name: 'Next slide' }).click()
        await expectSlide(page, position)
      }
      await carousel.getByRole('button', { name: 'Go to slide 3' }).click()
      await expectSlide(page, 3)
      await expect(carousel.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current', 'true')
    })

    test('the slide buttons lead to their pages', async ({ page }) => {
      await openHome(page)
      await hero(page).getByRole('link', { name: 'Our Services' }).click()
      await expect(page).toHaveURL(/\/services$/)
    })
  })
}

/**
 * Freezes the page clock and restarts the carousel's timer at a known instant: focus inside pauses it,
 * leaving resumes it with a full interval.
 */
async function freezeWithFreshTimer(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 3000))
  const firstDot = hero(page).getByRole('button', { name: 'Go to slide 1' })
  await firstDot.click()
  await pointerAway(page, hero(page))
  await firstDot.blur()
  await expectSlide(page, 1)
  await expectRotating(page, true)
}

test.describe('hero carousel timing', () => {
  test.use({ reducedMotion: 'no-preference' })

  test.beforeEach(async ({ page }) => {
    await page.clock.install()
    await waitForHero(page)
    await freezeWithFreshTimer(page)
  })

  test('advances by itself every 5 s and wraps from the last slide to the first', async ({ page }) => {
    await page.clock.runFor(4900)
    await expectSlide(page, 1)
    await page.clock.runFor(200)
    await expectSlide(page, 2)
    await page.clock.runFor(5000)
    await expectSlide(page, 3)
    await page.clock.runFor(5000)
    await expectSlide(page, 4)
    await page.clock.runFor(5000)
    await expectSlide(page, 1)
  })

  test('cross-fades in 1 s', async ({ page }) => {
    const slides = hero(page).locator('[aria-roledescription="slide"]')
    for (const slide of await slides.all()) {
      await expect(slide).toHaveCSS('transition-property', 'opacity')
      await expect(slide).toHaveCSS('transition-duration', '1s')
    }
    await expect(slides.nth(0)).toHaveCSS('opacity', '1')
    await expect(slides.nth(1)).toHaveCSS('opacity', '0')
  })

  test('pauses while the pointer is over it and resumes when it leaves', async ({ page }) => {
    await hero(page).hover()
    await expectRotating(page, false)
    await page.clock.runFor(12000)
    await expectSlide(page, 1)
    await pointerAway(page, hero(page))
    await expectRotating(page, true)
    await page.clock.runFor(5100)
    await expectSlide(page, 2)
  })

  test('pauses while focus is inside it and resumes when focus leaves', async ({ page }) => {
    await hero(page).getByRole('link', { name: 'Get a Quote' }).focus()
    await expectRotating(page, false)
    await page.clock.runFor(12000)
    await expectSlide(page, 1)
    await page.getByRole('link', { name: 'Register Now' }).focus()
    await expectRotating(page, true)
    await page.clock.runFor(5100)
    await expectSlide(page, 2)
  })

  test('the pause button stops the slideshow until play is pressed', async ({ page }) => {
    const carousel = hero(page)
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click()
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await pointerAway(page, carousel)
    await carousel.getByRole('button', { name: 'Play slideshow' }).blur()
    await expectRotating(page, false)
    await page.clock.runFor(15000)
    await expectSlide(page, 1)

    await carousel.getByRole('button', { name: 'Play slideshow' }).click()
    await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toBeVisible()
    await pointerAway(page, carousel)
    await carousel.getByRole('button', { name: 'Pause slideshow' }).blur()
    await expectRotating(page, true)
    await page.clock.runFor(5100)
    await expectSlide(page, 2)
  })

  test('arrow keys change slides while focus is in the carousel', async ({ page }) => {
    const carousel = hero(page)
    await carousel.getByRole('link', { name: 'Get a Quote' }).focus()
    await page.keyboard.press('ArrowLeft')
    await expectSlide(page, 4)
    // The focused link's slide became inert; focus stayed inside the carousel rather than falling to the page.
    await expect(carousel).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expectSlide(page, 1)
    await page.keyboard.press('ArrowRight')
    await expectSlide(page, 2)
  })
})

test.describe('hero carousel under prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('never moves by itself and has no fade', async ({ page }) => {
    await page.clock.install()
    await waitForHero(page)
    await pointerAway(page, hero(page))
    await expectRotating(page, false)
    await page.clock.runFor(16000)
    await expectSlide(page, 1)
    await expect(hero(page).getByRole('button', { name: /slideshow/ })).toHaveCount(0)
    await expect(hero(page).locator('[aria-roledescription="slide"]').first()).toHaveCSS('transition-duration', '0s')
    // Manual navigation still works.
    await hero(page).getByRole('button', { name: 'Next slide' }).click()
    await expectSlide(page, 2)
  })
})

test('only the first slide image loads eagerly with high priority', async ({ page }) => {
  await openHome(page)
  const images = hero(page).locator('img')
  await expect(images).toHaveCount(4)
  await expect(images.nth(0)).toHaveAttribute('loading', 'eager')
  await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high')
  for (const index of [1, 2, 3]) await expect(images.nth(index)).toHaveAttribute('loading', 'lazy')
  await expect(images.nth(0)).toHaveAttribute('alt', /solar panels/i)
})

test.describe('home page sections', () => {
  test('come in the order of the spec', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 2, name: 'Ready to Switch to Solar?' })).toBeVisible({ timeout: 20_000 })
    const order = [
      'Professional Solar Training',
      'Become a Certified Solar Installer',
      'Comprehensive Solar Energy Solutions',
      'What We Stand For',
      'Our Impact in Numbers',
      'Featured Projects',
      'See Our Training in Action',
      'Free Guide: Going Solar in Nigeria',
      'Our Work in Pictures',
      'What Our Clients Say',
      'Ready to Switch to Solar?',
    ]
    const headings = (await page.locator('main h2').allTextContents()).map((text) => text.trim())
    const positions = order.map((title) => headings.indexOf(title))
    expect(positions).not.toContain(-1)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  })

  test('the training banner shows the earliest session date and links to registration', async ({ page }) => {
    await startClockAt(page, SPEC_TODAY)
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Become a Certified Solar Installer' })
    await expect(banner.getByText('30 June 2025')).toBeVisible({ timeout: 20_000 })
    await expect(banner.getByText('Next training starts')).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/training#registration')
  })

  test('six service cards, each linking to its service page', async ({ page }) => {
    await page.goto('/')
    const services = page.getByRole('region', { name: 'Comprehensive Solar Energy Solutions' })
    const cards = services.getByRole('listitem')
    await expect(cards).toHaveCount(6, { timeout: 20_000 })
    for (const [title, href] of [
      ['Solar Panel Installation', '/services/solar-installation'],
      ['Battery Storage Systems', '/services/battery-storage'],
      ['Residential Solutions', '/services/residential'],
      ['Energy Consultations', '/services/energy-audit'],
      ['System Monitoring', '/services/monitoring'],
      ['Maintenance Services', '/services/maintenance'],
    ] as const) {
      await expect(services.getByRole('heading', { level: 3, name: title })).toBeVisible()
      await expect(services.getByRole('link', { name: title })).toHaveAttribute('href', href)
    }
    await services.getByRole('link', { name: 'Battery Storage Systems' }).click()
    await expect(page).toHaveURL(/\/services\/battery-storage$/)
  })

  test('values, impact numbers and featured projects', async ({ page }) => {
    await page.goto('/')
    const values = page.getByRole('region', { name: 'What We Stand For' })
    await expect(values.getByRole('heading', { level: 3 })).toHaveText(
      ['Excellence', 'Integrity', 'Innovation', 'Customer Satisfaction', 'Passion and Dedication'],
      { timeout: 20_000 },
    )
    const impact = page.getByRole('region', { name: 'Our Impact in Numbers' })
    for (const value of ['5,000+', '25MW+', '30,000+', '$4.2M+'])
      await expect(impact.getByText(value, { exact: true })).toBeVisible()

    const projects = page.getByRole('region', { name: 'Featured Projects' })
    await expect(projects.getByRole('listitem')).toHaveCount(3)
    await expect(projects.getByText('5.8 kW')).toBeVisible()
    await expect(projects.getByText('Asaba, Delta State')).toBeVisible()
    await expect(projects.getByRole('img').first()).toHaveAttribute('loading', 'lazy')
    await expect(projects.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/projects')
  })

  test('the free guide downloads the PDF', async ({ page }) => {
    await page.goto('/')
    const guide = page.getByRole('region', { name: 'Free Guide: Going Solar in Nigeria' })
    const download = guide.getByRole('link', { name: 'Download' })
    await expect(download).toHaveAttribute('href', '/downloads/going-solar-in-nigeria.pdf', { timeout: 20_000 })
    await expect(download).toHaveAttribute('download', '')
    await expect(guide.getByRole('listitem')).toHaveCount(4)
  })

  test('the call to action links to the quote form and the training', async ({ page }) => {
    await page.goto('/')
    const cta = page.getByRole('region', { name: 'Ready to Switch to Solar?' })
    await expect(cta.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/contact', { timeout: 20_000 })
    await expect(cta.getByRole('link', { name: 'Explore Training' })).toHaveAttribute('href', '/training')
  })
})

test.describe('testimonials slider', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`one at a time, wrapping both ways, with dots and star ratings at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      const slider = page.getByRole('region', { name: 'Client testimonials' })
      const current = slider.getByRole('group')
      await expect(current).toHaveAccessibleName('1 of 3', { timeout: 20_000 })
      await expect(current).toHaveCount(1)
      await expect(current.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible()
      await expect(current.getByText('Chinedu Okafor')).toBeVisible()
      await expect(current.getByText('Homeowner, Asaba')).toBeVisible()
      await expect(current.getByRole('img', { name: /Portrait of Chinedu Okafor/ })).toBeVisible()

      await slider.getByRole('button', { name: 'Previous testimonial' }).click()
      await expect(current).toHaveAccessibleName('3 of 3')
      await expect(current.getByText('Tunde Adeyemi')).toBeVisible()
      await expect(current.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
      await expect(slider.getByText('Chinedu Okafor')).toBeHidden()

      await slider.getByRole('button', { name: 'Next testimonial' }).click()
      await expect(current).toHaveAccessibleName('1 of 3')
      await slider.getByRole('button', { name: 'Next testimonial' }).click()
      await expect(current).toHaveAccessibleName('2 of 3')
      await expect(current.getByText('Aisha Bello')).toBeVisible()

      await slider.getByRole('button', { name: 'Go to testimonial 3' }).click()
      await expect(current).toHaveAccessibleName('3 of 3')
      await expect(slider.getByRole('button', { name: 'Go to testimonial 3' })).toHaveAttribute('aria-current', 'true')
      await slider.getByRole('button', { name: 'Next testimonial' }).click()
      await expect(current).toHaveAccessibleName('1 of 3')
    })
  }
})
