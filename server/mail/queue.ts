import { contactStaffEmail, DEFAULT_EMAIL_TEMPLATES, registrantEmail } from '../../src/api/rules/emails'
import type { ContactMessage, EmailTemplates, Registration, SiteSettings, TrainingPackage } from '../../src/api/schemas'
import type { Store } from '../store'

const templatesIn = async (trx: Store) => (await trx.records('emailTemplates').first<EmailTemplates>()) ?? DEFAULT_EMAIL_TEMPLATES
const settingsIn = (trx: Store) => trx.records('siteSettings').first<SiteSettings>()

/** In the message's transaction: the staff hear of it exactly when it is stored. */
export async function queueContactEmails(trx: Store, message: ContactMessage) {
  const settings = await settingsIn(trx)
  if (settings) await trx.outbox.enqueue(contactStaffEmail(message, settings, await templatesIn(trx)))
}

/** In the registration's transaction: the training team's notification, and the registrant's payment information. */
export async function queueRegistrationEmails(trx: Store, registration: Registration, pkg: TrainingPackage) {
  await trx.outbox.enqueue(registration.notificationEmail)
  const settings = await settingsIn(trx)
  if (settings) await trx.outbox.enqueue(registrantEmail(registration, pkg, settings, await templatesIn(trx)))
}
