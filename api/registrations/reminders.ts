import { holdHoursOf, isReminderDue } from '../../src/api/rules/registration-lifecycle'
import type { Registration, SiteSettings } from '../../src/api/schemas'
import { queueRegistrantEmail } from '../mail/queue'
import type { Store } from '../store'

/**
 * Reminds each registrant of `registrations` whose unpaid hold is about to lapse at `now`, once: the reminder is recorded on the
 * registration by a conditional move (still awaiting payment, not reminded yet) in the transaction that queues the
 * e-mail, so of two instances reminding the same registrant, one sends it.
 */
export async function remindExpiringHolds(store: Store, registrations: readonly Registration[], now: Date): Promise<string[]> {
  const holdHours = holdHoursOf(await store.records('siteSettings').first<SiteSettings>())
  const due = registrations.filter((r) => isReminderDue(r, now, holdHours))
  const reminded: string[] = []
  for (const candidate of due) {
    await store.transaction(async (trx) => {
      const changes = { holdReminderSentAt: now.toISOString() }
      const registration = await trx.registrations.move(candidate.id, ['awaiting-payment'], changes, { unset: 'holdReminderSentAt' })
      if (!registration) return
      await queueRegistrantEmail(trx, 'holdReminder', registration)
      reminded.push(registration.id)
    })
  }
  return reminded
}
