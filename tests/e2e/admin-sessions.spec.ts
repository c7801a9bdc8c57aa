import type { Page } from '@playwright/test'
import { signInAsAdmin } from '../../mocks/testing-playwright'
import { expect, test, FIRST_LOAD } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { SPEC_TODAY, startClockAt } from './clock'

test.describe.configure({ timeout: 90_000 })

// The next training start follows the edits in the spec's world, where its 2025 sessions are still to come.
test.beforeEach(async ({ page }) => {
  await startClockAt(page, SPEC_TODAY)
  await signInAsAdmin(page)
})

const sessionsTable = (page: Page) => page.getByRole('table', { name: 'Training sessions' })

test('an edited session shows on /training, and the next training start follows', async ({ page }) => {
  await page.goto('/dashboard')
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Training Sessions' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Training Sessions' })).toBeVisible(FIRST_LOAD)
  await expect(sessionsTable(page).locator('tbody tr')).toHaveCount(3)
  await expect(page.getByText('30 June 2025', { exact: true })).toHaveCount(2)
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'Edit Advanced Solar Engineering & Commercial Systems' }).click()
  const form = page.getByRole('form', { name: 'Edit session' })
  await expect(form.getByRole('textbox', { name: /^Instructor/ })).toHaveValue('Engr. Samuel Okonkwo')

  // Invalid values are explained under their fields and nothing is saved.
  await form.getByRole('textbox', { name: /^Title/ }).fill('Ad')
  await form.getByRole('spinbutton', { name: /^Day/ }).fill('31')
  await form.getByRole('combobox', { name: /^Month/ }).selectOption('Jun')
  await form.getByRole('button', { name: 'Save Session' }).click()
  await expect(form.getByText('Title must be at least 3 characters')).toBeVisible()
  await expect(form.getByText('This day does not exist in that month')).toBeVisible()
  await expectNoAxeViolations(page)

  await form.getByRole('textbox', { name: /^Title/ }).fill('Advanced Solar Masterclass')
  await form.getByRole('spinbutton', { name: /^Day/ }).fill('16')
  await form.getByRole('spinbutton', { name: /^Seats left/ }).fill('2')
  await form.getByRole('button', { name: 'Save Session' }).click()
  await expect(page.getByText('Session saved')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/training-sessions$/)
  await expect(sessionsTable(page).locator('tbody tr').first()).toContainText('Advanced Solar Masterclass')

  await page.goto('/training?tab=schedule#schedule')
  const schedule = page.locator('#schedule')
  const first = schedule.getByRole('article').first()
  await expect(first.getByRole('heading', { name: 'Advanced Solar Masterclass' })).toBeVisible(FIRST_LOAD)
  await expect(first).toContainText('16 June 2025')
  await expect(first).toContainText('Only 2 seats left')
  await expect(page.getByText('Next training starts 16 June 2025')).toBeVisible()

  // Kept after a reload (the mock API persists in the browser).
  await page.reload()
  await expect(page.getByText('Next training starts 16 June 2025')).toBeVisible(FIRST_LOAD)
})

test('a new session is created, and a deleted one leaves the schedule', async ({ page }) => {
  await page.goto('/dashboard/training-sessions/new')
  const form = page.getByRole('form', { name: 'New session' })
  await expect(form).toBeVisible(FIRST_LOAD)
  await form.getByRole('textbox', { name: /^Title/ }).fill('Solar for Schools Workshop')
  await form.getByRole('textbox', { name: /^Instructor/ }).fill('Adaeze Nnamdi')
  await form.getByRole('spinbutton', { name: /^Day/ }).fill('5')
  await form.getByRole('combobox', { name: /^Month/ }).selectOption('Sep')
  await form.getByRole('spinbutton', { name: /^Year/ }).fill('2025')
  await form.getByRole('combobox', { name: /^Package/ }).selectOption('advanced')
  await expect(form.getByRole('spinbutton', { name: /^Price/ })).toHaveValue('250000')
  await form.getByRole('checkbox', { name: /^Highlighted/ }).check()
  await form.getByRole('button', { name: 'Create Session' }).click()
  await expect(page.getByText('Session created')).toBeVisible()
  await expect(sessionsTable(page).locator('tbody tr')).toHaveCount(4)
  await expect(sessionsTable(page).locator('tbody tr').last()).toContainText('Popular')

  await page.getByRole('button', { name: 'Delete Beginner Solar Installation Training' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this session?' })
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Delete session' }).click()
  await expect(page.getByText('Session deleted')).toBeVisible()
  await expect(sessionsTable(page).locator('tbody tr')).toHaveCount(3)

  await page.goto('/training?tab=schedule#schedule')
  const schedule = page.locator('#schedule')
  await expect(schedule.getByRole('heading', { name: 'Solar for Schools Workshop' })).toBeVisible(FIRST_LOAD)
  await expect(schedule.getByRole('heading', { name: 'Beginner Solar Installation Training' })).toHaveCount(0)
  await expect(page.getByText('Next training starts 25 July 2025')).toBeVisible()
})
