import type { Page } from '@playwright/test'
import { expect, takeTimeToFill, test, FIRST_LOAD } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { ISSUE_TODAY, SPEC_TODAY, startClockAt } from './clock'

/** A fresh context starts the mock service worker and seeds its database first; a busy machine needs time. */
test.describe.configure({ timeout: 60_000 })
const TABS = ['Overview', 'Curriculum', 'Schedule', 'Trainers'] as const

/** The page has loaded its content: the hero's h1 and the tab list, with no loader left. */
async function openTraining(page: Page, path = '/training') {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Solar Installation Training' })).toBeVisible(FIRST_LOAD)
  await expect(page.getByRole('tablist', { name: 'About the training' })).toBeVisible()
  await expect(page.getByLabel(/^Loading /)).toHaveCount(0, FIRST_LOAD)
}

const tab = (page: Page, name: (typeof TABS)[number]) => page.getByRole('tab', { name })
const scheduleSection = (page: Page) => page.locator('#schedule')
const registrationSection = (page: Page) => page.locator('#registration')
/** The schedule's heading: 'Upcoming Training Sessions', or while nothing is to come (as on today's clock) the other. */
const scheduleHeading = (page: Page) =>
  scheduleSection(page).getByRole('heading', { name: /^(Upcoming Training Sessions|New Training Dates Coming Soon)$/ })

test.describe('hero', () => {
  test('shows the next start date derived from the sessions and links to registration and schedule', async ({ page }) => {
    // The spec's world. The page was prerendered on the day of the build, when these sessions may be over: it
    // hydrates with that day's markup (the fixtures fail on any hydration warning), then shows today's.
    await startClockAt(page, SPEC_TODAY)
    await openTraining(page)
    // The page hero is the <header> inside <main> (not the site's banner landmark).
    const hero = page.locator('main header').first()
    // One date, the earliest session's (30 Jun 2025 in the seed): docs/decisions/004-next-training-date.md.
    await expect(hero.getByText('Next training starts 30 June 2025')).toBeVisible()
    await expect(page.getByText(/June 15, 2025/)).toHaveCount(0)
    await hero.getByRole('link', { name: 'Register Now' }).click()
    await expect(page).toHaveURL(/#registration$/)
    await expect(registrationSection(page).getByRole('heading', { name: 'Register for Training' })).toBeInViewport()
  })
})

test.describe('on 24 November 2026, when every seeded session has been held', () => {
  test('says new dates are coming, shows the sessions as past, and keeps a registration for the next cohort', async ({
    page,
  }) => {
    await startClockAt(page, ISSUE_TODAY)
    await openTraining(page, '/training?tab=schedule')
    const hero = page.locator('main header').first()
    await expect(hero.getByText('New training dates are coming soon')).toBeVisible()
    await expect(page.getByText(/Next training starts/)).toHaveCount(0)

    await expect(scheduleSection(page).getByRole('heading', { name: 'New Training Dates Coming Soon' })).toBeVisible()
    await expect(scheduleSection(page).getByRole('heading', { name: 'Upcoming Training Sessions' })).toHaveCount(0)
    await expect(scheduleSection(page).getByText(/^New sessions will be announced soon\./)).toBeVisible()
    const past = page.getByRole('region', { name: 'Past sessions' }).getByRole('article')
    await expect(past).toHaveCount(3)
    for (const card of await past.all()) await expect(card.getByText('Past', { exact: true })).toBeVisible()
    await expect(scheduleSection(page).getByRole('button', { name: /^Register for / })).toHaveCount(0)
    await expectNoAxeViolations(page)

    const seatsBefore = await page.evaluate(() => fetch('/api/training-sessions').then((response) => response.json()))
    const form = page.getByRole('form', { name: 'Training registration' })
    const box = (name: string) => form.getByRole('textbox', { name, exact: true })
    const select = (name: string) => form.getByRole('combobox', { name, exact: true })
    await box('Full Name').fill('Chioma Okafor')
    await box('Email').fill('chioma@example.ng')
    await select('Gender').selectOption('female')
    await select('Professional Status').selectOption('installer')
    await box('Phone Number').fill('+234 803 123 4567')
    await box('WhatsApp Number').fill('+234 809 765 4321')
    await box('Address').fill('12 Nnebisi Road, Asaba, Delta State')
    await select('Training Package').selectOption('beginner')
    await expect(form.getByRole('alert').filter({ hasText: 'New training dates are coming soon' })).toContainText(
      'we will keep your place in the next Beginner cohort',
    )
    await select('How did you hear about us?').selectOption('whatsapp')
    await form.getByRole('checkbox', { name: 'I agree to the terms and conditions and the privacy policy' }).check()
    await takeTimeToFill(page)
    await form.getByRole('button', { name: 'Submit Registration' }).click()
    await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible()
    await expect(page.getByText(/confirm your place in the next cohort/)).toBeVisible()
    const seatsAfter = await page.evaluate(() => fetch('/api/training-sessions').then((response) => response.json()))
    expect(seatsAfter).toEqual(seatsBefore)
  })
})

test.describe('tabs', () => {
  test('overview is open by default and each tab opens by mouse', async ({ page }) => {
    await openTraining(page)
    await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('heading', { name: 'Start a Career in Solar Energy' })).toBeVisible()

    await tab(page, 'Curriculum').click()
    await expect(tab(page, 'Curriculum')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('heading', { name: 'Training Curriculum' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Start a Career in Solar Energy' })).toHaveCount(0)

    await tab(page, 'Schedule').click()
    await expect(scheduleHeading(page)).toBeVisible()

    await tab(page, 'Trainers').click()
    await expect(page.getByRole('heading', { name: 'Meet Your Trainers' })).toBeVisible()

    await tab(page, 'Overview').click()
    await expect(page.getByRole('heading', { name: 'Start a Career in Solar Energy' })).toBeVisible()
  })

  test('arrow keys, Home and End move between tabs', async ({ page }) => {
    await openTraining(page)
    await tab(page, 'Overview').focus()
    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'Curriculum')).toBeFocused()
    await expect(tab(page, 'Curriculum')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('heading', { name: 'Training Curriculum' })).toBeVisible()

    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'Schedule')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'Trainers')).toHaveAttribute('aria-selected', 'true')
    // The arrows loop.
    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowLeft')
    await expect(tab(page, 'Trainers')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('heading', { name: 'Meet Your Trainers' })).toBeVisible()

    // Only the selected tab is in the tab order; Tab moves into its panel.
    await expect(tab(page, 'Overview')).toHaveAttribute('tabindex', '-1')
    await expect(tab(page, 'Trainers')).toHaveAttribute('tabindex', '0')
  })

  test('?tab= presets the open tab, and the choice is kept in the URL', async ({ page }) => {
    await openTraining(page, '/training?tab=curriculum')
    await expect(tab(page, 'Curriculum')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('heading', { name: 'Training Curriculum' })).toBeVisible()

    await tab(page, 'Trainers').click()
    await expect(page).toHaveURL(/\/training\?tab=trainers$/)
    await page.reload()
    await expect(tab(page, 'Trainers')).toHaveAttribute('aria-selected', 'true', FIRST_LOAD)

    await openTraining(page, '/training?tab=nonsense')
    await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true')
  })
})

test.describe('anchors', () => {
  test('#schedule on load opens the schedule tab and scrolls to it', async ({ page }) => {
    await openTraining(page, '/training#schedule')
    await expect(tab(page, 'Schedule')).toHaveAttribute('aria-selected', 'true')
    await expect(scheduleHeading(page)).toBeInViewport()
  })

  test('#registration on load scrolls to the registration section', async ({ page }) => {
    await openTraining(page, '/training#registration')
    await expect(registrationSection(page).getByRole('heading', { name: 'Register for Training' })).toBeInViewport()
    await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toBeInViewport()
  })

  test('/training#schedule reached from another page (a new page load)', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD)
    await page.goto('/training#schedule')
    await expect(tab(page, 'Schedule')).toHaveAttribute('aria-selected', 'true', FIRST_LOAD)
    await expect(scheduleHeading(page)).toBeInViewport()
  })

  test('/training#schedule and #registration reached by in-app navigation from another page', async ({ page }) => {
    // A client-side navigation, as a menu link or the browser's back and forward buttons make it (no reload).
    const navigateInApp = (to: string) =>
      page.evaluate((path) => {
        window.history.pushState({}, '', path)
        window.dispatchEvent(new PopStateEvent('popstate'))
      }, to)
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD)
    await navigateInApp('/training#schedule')
    await expect(tab(page, 'Schedule')).toHaveAttribute('aria-selected', 'true')
    await expect(scheduleHeading(page)).toBeInViewport()

    await navigateInApp('/contact')
    await expect(page.getByRole('tablist', { name: 'About the training' })).toHaveCount(0)
    await navigateInApp('/training#registration')
    await expect(registrationSection(page).getByRole('heading', { name: 'Register for Training' })).toBeInViewport()
  })

  test('in-page links: the banner, the trainers tab and the hero reach their sections', async ({ page }) => {
    await openTraining(page)
    const banner = page.getByRole('region', { name: 'Ready to Start Your Solar Career?' })
    await expect(banner.getByRole('link', { name: 'Reserve Your Spot' })).toHaveAttribute('href', '/training#registration')
    await expect(banner.getByRole('link', { name: 'View Schedule' })).toHaveAttribute('href', '/training#schedule')
    await expect(banner.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/training')

    await banner.getByRole('link', { name: 'View Schedule' }).click()
    await expect(tab(page, 'Schedule')).toHaveAttribute('aria-selected', 'true')
    await expect(scheduleHeading(page)).toBeInViewport()

    await banner.getByRole('link', { name: 'Reserve Your Spot' }).click()
    await expect(registrationSection(page).getByRole('heading', { name: 'Register for Training' })).toBeInViewport()
    // The open tab is kept while going to the form.
    await expect(tab(page, 'Schedule')).toHaveAttribute('aria-selected', 'true')

    await banner.getByRole('link', { name: 'Learn More' }).click()
    await expect(page).toHaveURL(/\/training$/)
    await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true')

    await tab(page, 'Trainers').click()
    await page.getByRole('link', { name: 'Register for Training' }).click()
    await expect(registrationSection(page).getByRole('heading', { name: 'Register for Training' })).toBeInViewport()

    await page.locator('main header').first().getByRole('link', { name: 'View Schedule' }).click()
    await expect(tab(page, 'Schedule')).toHaveAttribute('aria-selected', 'true')
    await expect(scheduleHeading(page)).toBeInViewport()
  })
})

test.describe('tab content', () => {
  test('overview: intro, video, hands-on and classroom, why choose, and four five-star testimonials', async ({ page }) => {
    await openTraining(page)
    await expect(page.getByRole('heading', { name: 'Solar Installation Training', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Hands-On Experience' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Classroom Learning' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Why Train With SunHarvest' })).toBeVisible()

    const carousel = page.getByRole('region', { name: 'Trainee testimonials' })
    await expect(page.getByRole('heading', { name: 'What Our Trainees Say' })).toBeVisible()
    await expect(carousel.getByRole('group')).toHaveCount(4)
    await expect(carousel.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(4)
    for (const name of ['Ngozi Eze', 'Emeka Nwosu', 'Fatima Abubakar', 'Kelechi Obi']) {
      await expect(carousel.getByText(name, { exact: true })).toHaveCount(1)
    }
    const next = carousel.getByRole('button', { name: 'Next testimonial' })
    await expect(next).toBeVisible()
    await expect(carousel.getByRole('button', { name: 'Previous testimonial' })).toBeVisible()
    await next.click()
    await expect(carousel.getByText('Slide 2 of 4')).toBeAttached()
  })

  test('the carousel shows 1 testimonial on small, 2 on medium and 3 on large screens', async ({ page }) => {
    const visibleSlides = async (width: number) => {
      await page.setViewportSize({ width, height: 900 })
      const carousel = page.getByRole('region', { name: 'Trainee testimonials' })
      await carousel.scrollIntoViewIfNeeded()
      const box = await carousel.boundingBox()
      const slide = await carousel.getByRole('group').first().boundingBox()
      return Math.round(box!.width / slide!.width)
    }
    await openTraining(page)
    expect(await visibleSlides(390)).toBe(1)
    await expect.poll(() => visibleSlides(1000)).toBe(2)
    await expect.poll(() => visibleSlides(1280)).toBe(3)
  })

  test('curriculum: four modules of three topics each and a classroom photo', async ({ page }) => {
    await openTraining(page, '/training?tab=curriculum')
    const panel = page.getByRole('tabpanel', { name: 'Curriculum' })
    const modules = [
      'Solar Energy Fundamentals',
      'System Design & Sizing',
      'Installation Techniques',
      'Maintenance & Troubleshooting',
    ]
    for (const [index, title] of modules.entries()) {
      const heading = page.getByRole('heading', { level: 3, name: `Module ${index + 1}: ${title}` })
      await expect(heading).toBeVisible()
      await expect(panel.locator('article').filter({ has: heading }).getByRole('listitem')).toHaveCount(3)
    }
    await expect(panel.getByRole('img', { name: /classroom/ })).toBeVisible()
  })

  test('schedule: every session with its facts, a Popular badge and low seats in a warning colour', async ({ page }) => {
    await startClockAt(page, SPEC_TODAY)
    await openTraining(page, '/training?tab=schedule')
    const sessions = scheduleSection(page).locator('article')
    await expect(sessions).toHaveCount(3)

    const beginner = sessions.filter({ hasText: 'Beginner Solar Installation Training' })
    await expect(beginner.getByText('30 June 2025')).toBeVisible()
    for (const fact of [
      '1 Month',
      '9:00 AM - 4:00 PM',
      'SunHarvest Training Centre, Asaba, Delta State',
      'Ibrahim Musa',
      '₦75,000',
    ]) {
      await expect(beginner.getByText(fact, { exact: true })).toBeVisible()
    }
    const lowSeats = beginner.getByText('Only 3 seats left')
    await expect(lowSeats).toBeVisible()
    // The theme's warning colour, the sun's amber at shade 9 (6.3:1 on white), not the danger red.
    await expect(lowSeats).toHaveCSS('color', 'rgb(138, 83, 0)')
    await expect(beginner.getByText('Popular')).toHaveCount(0)

    const intermediate = sessions.filter({ hasText: 'Intermediate Solar Design & Installation' })
    await expect(intermediate.getByText('Popular', { exact: true })).toBeVisible()
    await expect(intermediate.getByText('8 seats left')).toBeVisible()
    await expect(intermediate.getByText('₦150,000')).toBeVisible()

    const advanced = sessions.filter({ hasText: 'Advanced Solar Engineering & Commercial Systems' })
    await expect(advanced.getByText('10:00 AM - 5:00 PM')).toBeVisible()
    await expect(advanced.getByText('12 seats left')).toBeVisible()
    await expect(advanced.getByText('₦250,000')).toBeVisible()
  })

  test("schedule: a session's Register button preselects its package in the form", async ({ page }) => {
    await startClockAt(page, SPEC_TODAY)
    await openTraining(page, '/training?tab=schedule')
    await page.getByRole('button', { name: /^Register for Intermediate Solar Design & Installation/ }).click()
    await expect(page).toHaveURL(/#registration$/)
    await expect(registrationSection(page).getByRole('heading', { name: 'Register for Training' })).toBeInViewport()
    await expect(page.getByRole('combobox', { name: 'Training Package', exact: true })).toHaveValue('intermediate')
    await expect(page.getByText('You will join the 25 July 2025 cohort')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Intermediate Package' }).getByText('₦150,000')).toBeVisible()
  })

  test('trainers: three trainer cards', async ({ page }) => {
    await openTraining(page, '/training?tab=trainers')
    const panel = page.getByRole('tabpanel', { name: 'Trainers' })
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(['Engr. Samuel Okonkwo', 'Adaeze Nnamdi', 'Ibrahim Musa'])
    await expect(panel.getByText('Lead Technical Trainer')).toBeVisible()
    await expect(panel.getByText('System Design Specialist')).toBeVisible()
    await expect(panel.getByText('Installation Coach')).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Register for Training' })).toHaveAttribute(
      'href',
      '/training?tab=trainers#registration',
    )
  })
})

test.describe('packages and FAQ', () => {
  test('three packages in naira with their durations, and what every package includes', async ({ page }) => {
    await openTraining(page)
    const section = page.getByRole('region', { name: 'Training Packages' })
    const cards = section.locator('article')
    await expect(cards).toHaveCount(3)
    const expected = [
      ['Beginner', '₦75,000', '1 month'],
      ['Intermediate', '₦150,000', '2 months'],
      ['Advanced', '₦250,000', '3 months'],
    ]
    for (const [index, [name, price, months]] of expected.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { name })).toBeVisible()
      await expect(card.getByText(price!, { exact: true })).toBeVisible()
      await expect(card.getByText(`/ ${months}`)).toBeVisible()
    }
    await expect(section.getByRole('heading', { name: 'Every package includes' })).toBeVisible()
    for (const item of [
      'Training materials',
      'Certificate of completion',
      'Lunch and refreshments',
      '30 days of post-training support',
    ]) {
      await expect(section.getByText(item, { exact: true })).toBeVisible()
    }
    await cards.nth(2).getByRole('button', { name: 'Choose Advanced' }).click()
    await expect(page).toHaveURL(/#registration$/)
    await expect(registrationSection(page).getByRole('heading', { name: 'Register for Training' })).toBeInViewport()
    await expect(page.getByRole('combobox', { name: 'Training Package', exact: true })).toHaveValue('advanced')
    await expect(page.getByRole('region', { name: 'Advanced Package' }).getByText('₦250,000')).toBeVisible()
  })

  test('the training FAQ opens one item at a time, and an open item can be closed', async ({ page }) => {
    await openTraining(page, '/training#registration')
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
    const first = faq.getByRole('button', { name: 'Do I need any experience before joining the training?' })
    const second = faq.getByRole('button', { name: 'Will I receive a certificate?' })
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(faq.getByText(/No experience is needed for the Beginner package/)).toBeVisible()
    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('accessibility', () => {
  for (const name of TABS) {
    test(`axe finds no WCAG 2.2 AA violation with the ${name} tab open`, async ({ page }) => {
      await openTraining(page)
      await tab(page, name).click()
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByLabel(/^Loading /)).toHaveCount(0)
      await expectNoAxeViolations(page)
    })
  }

  test('axe finds no violation on a small screen nor with every validation message showing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openTraining(page, '/training#registration')
    await page.getByRole('button', { name: 'Submit Registration' }).click()
    await expect(page.getByText('Full name is required')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
