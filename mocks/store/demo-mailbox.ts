import { randomId } from '../../api/registry/collection-rules'
import type { OutboxMail } from '../../src/api/schemas'
import type { Outbox, Records } from '../../api/store'

const newestFirst = (mails: OutboxMail[]) =>
  mails.map((mail, index) => ({ mail, index })).sort((a, b) => b.mail.createdAt.localeCompare(a.mail.createdAt) || b.index - a.index)

/**
 * The demo's outbox is its mailbox: the demo has no mail server, so an e-mail counts as delivered the moment it is
 * queued, and an admin reads it in the Outbox screen. The mails are records (`outboxMails`), kept with the rest.
 */
export function demoMailbox(mails: () => Records): Outbox {
  return {
    async enqueue(email) {
      const now = new Date().toISOString()
      const mail: OutboxMail = { id: randomId('mail'), ...email, status: 'sent', attempts: 1, lastError: null, createdAt: now, sentAt: now }
      await mails().insert(mail)
    },
    async list(page, pageSize) {
      const all = newestFirst(await mails().all<OutboxMail>())
      const items = all.slice((page - 1) * pageSize, page * pageSize).map(({ mail }) => mail)
      return { items, total: all.length, page, pageSize }
    },
    async resend(id) {
      const mail = await mails().get<OutboxMail>(id)
      if (!mail) return undefined
      return mails().replace<OutboxMail>({ ...mail, status: 'sent', attempts: mail.attempts + 1, lastError: null, sentAt: new Date().toISOString() })
    },
  }
}
