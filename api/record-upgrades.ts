import type { Row } from './store'

/**
 * A change of a stored record's shape, declared once: the SQL store runs it as its migration (`migration`, its
 * number among server/db/migrations.ts's, run once per database) over the rows of `collection`; the browser store
 * runs every upgrade of a record's collection, in order, over each stored record it reads (mocks/store/local-store.ts),
 * before its schema checks it. So a record written in any earlier shape reads the same through both stores.
 *
 * The rules: pure (the record in, the record in its new shape out; no clock, no code that may change, such as
 * today's default texts: write the values as they were), browser-safe, and a record already in the new shape comes
 * out as it went in (the browser store keeps no version with a record, and runs them on every load). Append-only:
 * a deployed upgrade is never edited; a change is a new entry with the next migration number.
 */
export type RecordUpgrade = {
  /** Its version among the SQL migrations (a number no other migration has). */
  migration: number
  /** As the SQL migration is named in `schema_migrations`. */
  name: string
  collection: string
  upgrade: (record: Row) => Row
}

/** The e-mail kinds added after migration 4, as their default texts were when migration 7 was written. */
const EMAIL_TEXTS_V7 = {
  registrationPaid: {
    subject: 'Payment received: {package} package',
    body: 'Dear {name},\n\nWe have received your payment of {amount} for the {package} solar training package. Your {place} is confirmed.\n\nQuestions? Write to {trainingEmail}.\n\n{siteName}',
  },
  holdReminder: {
    subject: 'Your seat is held until {holdExpiresAt}: {package} package',
    body: 'Dear {name},\n\nYour {place} is held for you until {holdExpiresAt}. After that, the seat is released and offered to others.\n\nPay by card: {paymentUrl}\n\nOr pay by bank transfer:\nBank: {bankName}\nAccount name: {accountName}\nAccount number: {accountNumber}\nAmount: {amount}\n\nAfter a transfer, e-mail your proof of payment to {trainingEmail} so we can confirm your seat.\n\n{siteName}',
  },
  registrationExpired: {
    subject: 'Your seat was released: {package} package',
    body: 'Dear {name},\n\nWe did not receive your payment for the {package} solar training package in time, so your {place} was released.\n\nYou are welcome to register again while seats are open. Questions? Write to {trainingEmail}.\n\n{siteName}',
  },
  waitlistSeat: {
    subject: 'A seat is yours: {package} package',
    body: 'Dear {name},\n\nGood news: a {place} has come free for you from the waiting list. It is held for you until {holdExpiresAt}.\n\nPay by card: {paymentUrl}\n\nOr pay by bank transfer:\nBank: {bankName}\nAccount name: {accountName}\nAccount number: {accountNumber}\nAmount: {amount}\n\nAfter a transfer, e-mail your proof of payment to {trainingEmail} so we can confirm your seat.\n\n{siteName}',
  },
  registrationNotice: {
    subject: 'New Training Registration: {name} - {package} Package',
    body: 'A new registration for the {package} package was received.\n\nFull Name: {name}\nEmail: {email}\nPhone Number: {phone}\nWhatsApp Number: {whatsappNumber}\nAddress: {address}\nGender: {gender}\nProfessional Status: {professionalStatus}\nOrganization: {organization}\nTraining Package: {package} ({amount}, {duration})\nSession: {session}\nHow did you hear about us?: {referralSource}\nTerms accepted: {termsAccepted}',
  },
}

/** The e-mail to a registration's own address when the form is sent again for it, as its default was in migration 9. */
const EMAIL_TEXTS_V9 = {
  alreadyRegistered: {
    subject: 'You are already registered: {package} package',
    body: 'Dear {name},\n\nOur training registration form was just sent again with this e-mail address. You are already registered for the {package} solar training package, so nothing new was registered.\n\n{nextStep}\n\nIf you did not send the form, you can ignore this e-mail: nothing has changed. Questions? Write to {trainingEmail}.\n\n{siteName}',
  },
}

/** Every record-shape upgrade, in order. */
export const recordUpgrades: RecordUpgrade[] = [
  {
    migration: 7,
    name: 'e-mail texts of the kinds added since: paid, reminder, expired, a seat from the waiting list, the staff notice',
    collection: 'emailTemplates',
    // Texts an admin already set win; the admin's editor then shows every kind filled in.
    upgrade: (record) => ({ ...EMAIL_TEXTS_V7, ...record }),
  },
  {
    migration: 9,
    name: 'e-mail text: already registered (a repeated registration is answered from what was sent)',
    collection: 'emailTemplates',
    upgrade: (record) => ({ ...EMAIL_TEXTS_V9, ...record }),
  },
]

/** A stored record of `collection` brought up to today's shape: every upgrade of its collection, in order. */
export function upgradeRecord(collection: string, record: Row, upgrades: readonly RecordUpgrade[] = recordUpgrades): Row {
  let upgraded = record
  for (const { collection: name, upgrade } of upgrades) if (name === collection) upgraded = upgrade(upgraded)
  return upgraded
}
