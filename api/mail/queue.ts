import { DEFAULT_EMAIL_TEMPLATES } from '../rules/email-texts'
import { alreadyRegisteredEmail, contactStaffEmail, registrantEmail, type RegistrantEmailKind } from '../rules/emails'
import type { ContactMessage, EmailTemplates, Registration, SiteSettings, TrainingPackage } from '../../src/api/schemas'
import type { Store } from '../store'

const templatesIn = async (trx: Store) => (await trx.records('emailTemplates').first<EmailTemplates>()) ?? DEFAULT_EMAIL_TEMPLATES
const settingsIn = (trx: Store) => trx.records('siteSettings').first<SiteSettings>()

/** In the message's transaction: the staff hear of it exactly when it is stored. */
export async function queueContactEmails(trx: Store, message: ContactMessage) {
  const settings = await settingsIn(trx)
  if (settings) await trx.outbox.enqueue(contactStaffEmail(message, settings, await templatesIn(trx)))
}

/** In the transaction that changed the registration: the registrant's e-mail of that kind. */
export async function queueRegistrantEmail(trx: Store, kind: RegistrantEmailKind, registration: Registration) {
  const settings = await settingsIn(trx)
  const pkg = await trx.records('trainingPackages').get<TrainingPackage>(registration.trainingPackage)
  if (settings && pkg) await trx.outbox.enqueue(registrantEmail(kind, registration, pkg, settings, await templatesIn(trx)))
}

/** In the transaction that found it: the stored address hears that the form was sent again, with its payment page. */
export async function queueAlreadyRegisteredEmail(trx: Store, registration: Registration) {
  const settings = await settingsIn(trx)
  const pkg = await trx.records('trainingPackages').get<TrainingPackage>(registration.trainingPackage)
  if (settings && pkg) await trx.outbox.enqueue(alreadyRegisteredEmail(registration, pkg, settings, await templatesIn(trx)))
}

/** The registrant's payment information, for a registration that holds a seat or a place in the next cohort. */
export const queuePaymentEmail = (trx: Store, registration: Registration) => queueRegistrantEmail(trx, 'registrationReceived', registration)

/** In the registration's transaction: the training team hears of it (`notificationEmail`, to the training e-mail). */
const queueStaffNotice = (trx: Store, registration: Registration) => trx.outbox.enqueue(registration.notificationEmail)

/** The registrant's payment information, once its online payment is started (not for the waiting list: they hear when a seat is theirs). */
async function queueRegistrantWelcome(trx: Store, registration: Registration) {
  if (registration.status !== 'waiting') await queuePaymentEmail(trx, registration)
}

/** Both of a new registration's e-mails at once: the training team's notification and the registrant's. */
export async function queueRegistrationEmails(trx: Store, registration: Registration) {
  await queueStaffNotice(trx, registration)
  await queueRegistrantWelcome(trx, registration)
}

/** In the transaction that settled its payment: the registrant hears that the seat is theirs. */
export const queuePaidEmail = (trx: Store, registration: Registration) => queueRegistrantEmail(trx, 'registrationPaid', registration)
