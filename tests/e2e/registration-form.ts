import type { Page } from '@playwright/test'
import { expect, takeTimeToFill, FIRST_LOAD } from './fixtures'

/**
 * Opens /training at its form and waits until the form can be filled (the packages and sessions loaded); `search`
 * such as '?tab=schedule' opens another tab above it.
 */
export async function openRegistrationForm(page: Page, search = '') {
  await page.goto(`/training${search}#registration`)
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toBeVisible(FIRST_LOAD)
  await expect(page.getByLabel(/^Loading /)).toHaveCount(0, FIRST_LOAD)
}

/** Fills the registration form for the Beginner package as a person would (the open form) and waits the time a person takes. */
export async function fillBeginnerRegistration(page: Page, fullName: string, email: string) {
  const box = (name: string) => page.getByRole('textbox', { name, exact: true })
  const select = (name: string) => page.getByRole('combobox', { name, exact: true })
  await box('Full Name').fill(fullName)
  await box('Email').fill(email)
  await select('Gender').selectOption('female')
  await select('Professional Status').selectOption('installer')
  await box('Phone Number').fill('+234 803 123 4567')
  await box('WhatsApp Number').fill('+234 809 765 4321')
  await box('Address').fill('12 Nnebisi Road, Asaba, Delta State')
  await select('Training Package').selectOption('beginner')
  await select('How did you hear about us?').selectOption('whatsapp')
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions and the privacy policy' }).check()
  await takeTimeToFill(page)
}

export const submitRegistration = (page: Page) => page.getByRole('button', { name: 'Submit Registration' }).click()
