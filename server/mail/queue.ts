import { contactStaffEmail, DEFAULT_EMAIL_TEMPLATES, registrantEmail, registrantPaidEmail } from '../../src/api/rules/emails'
import type { ContactMessage, EmailTemplates, Registration, SiteSettings, TrainingPackage } from '../../src/api/schemas'
import type { Store } from '../store'

const templatesIn = async (trx: Store) => (await trx.records('emailTemplates').first<EmailTemplates>()) ?? DEFAULT_EMAIL_TEMPLATES
const settingsIn = (trx: Store) => trx.records('siteSettings').first<SiteSettings>()

/** In the message's transaction: the staff hear of it exactly when it is stored. */
export async function queueContactEmails(trx: Store, message: ContactMessage) {
  const settings = await settingsIn(trx)
  if (settings) await trx.outbox.enqueue(contactStaffEmail(message, settings, await templatesIn(trx)))
}

/** The registrant's payment information, for a registration that holds a seat or a place in the next cohort. */
export async function queuePaymentEmail(trx: Store, registration: Registration) {
  const settings = await settingsIn(trx)
  const pkg = await trx.records('trainingPackages').get<TrainingPackage>(registration.trainingPackage)
  if (settings && pkg) await trx.outbox.enqueue(registrantEmail(registration, pkg, settings, await templatesIn(trx)))
}

/**
 * In the registration's transaction: the training team's notification, and the registrant's payment information
 * (not for the waiting list: they hear when a seat is theirs).
 */
export async function queueRegistrationEmails(trx: Store, registration: Registration) {
  await trx.outbox.enqueue(registration.notificationEmail)
  if (registration.status !== 'waiting') await queuePaymentEmail(trx, registration)
}

/** In the transaction that settled its payment: the registrant hears that the seat is theirs. */
export async function queuePaidEmail(trx: Store, registration: Registration) {
  const settings = await settingsIn(trx)
  const pkg = await trx.records('trainingPackages').get<TrainingPackage>(registration.trainingPackage)
  if (settings && pkg) await trx.outbox.enqueue(registrantPaidEmail(registration, pkg, settings, await templatesIn(trx)))
}
