import type { Page } from '@playwright/test'
import { signInAsAdmin } from '../../mocks/testing-playwright'
import { expect, test, FIRST_LOAD } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { SPEC_TODAY, startClockAt } from './clock'

test.describe.configure({ timeout: 90_000 })

/** Calls the mock API with the stored admin session, as the app would. */
const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const { token } = JSON.parse(sessionStorage.getItem('sunharvest-admin-session') ?? '{}') as { token: string }
      const response = await fetch(`/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      })
      return response.status === 204 ? null : ((await response.json()) as unknown)
    },
    { method, path, body },
  )

test('Reset Demo Data asks first, then restores every collection to the seed; the admin stays signed in', async ({ page }) => {
  await startClockAt(page, SPEC_TODAY)
  await signInAsAdmin(page)
  await page.goto('/')
  // Change a few collections through the API: a session, the site settings, the inbox.
  await api(page, 'DELETE', '/training-sessions/session-2025-06-30')
  await api(page, 'PATCH', '/settings/site', { tagline: 'Changed for the reset test' })
  await api(page, 'POST', '/contact-messages', { name: 'Ada Obi', email: 'ada@example.ng', service: 'battery', message: 'Hello' })

  await page.goto('/dashboard/settings?tab=demo')
  await expect(page.getByRole('tab', { name: 'Demo data' })).toHaveAttribute('aria-selected', 'true', FIRST_LOAD)
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Inbox/ })).toContainText('1')
  await expectNoAxeViolations(page)

  // Cancel changes nothing.
  await page.getByRole('button', { name: 'Reset Demo Data' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reset all demo data?' })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect(await api(page, 'GET', '/training-sessions')).toMatchObject({ total: 2 })

  await page.getByRole('button', { name: 'Reset Demo Data' }).click()
  await dialog.getByRole('button', { name: 'Reset everything' }).click()
  await expect(page.getByText('Demo data reset')).toBeVisible()
  await expect(dialog).toBeHidden()
  // The sidebar's unread count is refetched at once.
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Inbox/ })).not.toContainText(
    /\d/,
  )
  expect(await api(page, 'GET', '/training-sessions')).toMatchObject({ total: 3 })
  expect(await api(page, 'GET', '/contact-messages')).toMatchObject({ items: [], total: 0 })
  expect(await api(page, 'GET', '/settings/site')).toMatchObject({ tagline: 'Solar Energy Solutions for Africa' })

  // Still signed in, and the public site shows the seed again after a reload.
  await page.goto('/training?tab=schedule#schedule')
  await expect(page.getByText('Next training starts 30 June 2025')).toBeVisible(FIRST_LOAD)
  await page.goto('/dashboard/training-sessions')
  await expect(page.getByRole('table', { name: 'Training sessions' }).locator('tbody tr')).toHaveCount(3, FIRST_LOAD)
})
