import { HttpError } from '../../api/rules/http-error'
import type { Collection } from '../../src/api/registry/define'
import type { Accounts, Store } from '../../api/store'
import { DUMMY_HASH, hashPassword, verifyPassword } from '../auth/passwords'
import { admitSignIn } from '../auth/rate-limit'
import { closeSessions, findSession, closeSession, openSession } from '../auth/sessions'
import { enqueueEmail } from '../mail/outbox'
import { listOutbox, resendOutboxMail } from '../mail/outbox-admin'
import type { Db } from './connect'
import { noteWrite } from './content-writes'
import { listInStore } from './list-sql'
import { giveSeatBack, moveRegistration, recordsOf, registrationWithPaymentReference, takeSeat } from './records'
import { sqlLimits } from './write-limits'
import { insertSeed } from './seed'

const WRONG_CREDENTIALS = 'The e-mail or password is not correct'

/** Admin accounts with scrypt hashes, server-side sessions behind a bearer token, sign-in tries limited. */
function sqlAccounts(db: Db): Accounts {
  return {
    async signIn(input, address) {
      const attempt = await admitSignIn(db, input.email, address)
      if (attempt.delayMs > 0) await new Promise((wait) => setTimeout(wait, attempt.delayMs))
      const admin = await db.selectFrom('admins').selectAll().where('email', '=', input.email.toLowerCase()).executeTakeFirst()
      const valid = await verifyPassword(input.password, admin?.password_hash ?? DUMMY_HASH)
      if (!admin || !valid) throw new HttpError(401, WRONG_CREDENTIALS)
      await attempt.succeeded()
      return openSession(db, admin, input.remember ?? false)
    },
    session: (token) => findSession(db, token),
    endSession: (token) => closeSession(db, token),
    endSessions: (accountId, keepToken) => closeSessions(db, Number(accountId), keepToken),
    async changePassword(signedIn, change) {
      const admin = await db.selectFrom('admins').selectAll().where('id', '=', Number(signedIn.accountId)).executeTakeFirstOrThrow()
      if (!(await verifyPassword(change.currentPassword, admin.password_hash)))
        throw new HttpError(422, 'Some fields are not valid', [{ path: 'currentPassword', message: 'The current password is not correct' }])
      const hash = await hashPassword(change.newPassword)
      await db.updateTable('admins').set({ password_hash: hash }).where('id', '=', admin.id).execute()
    },
  }
}

/** The SQL store: Kysely on Postgres or PGlite. `db` may be a transaction (then `transaction` runs within it). */
export function sqlStore(db: Db): Store {
  const store: Store = {
    records: (collection) => recordsOf(db, collection),
    list: (collection: Collection, url) => listInStore(db, collection, url),
    transaction: (work) => (db.isTransaction ? work(store) : db.transaction().execute((trx) => work(sqlStore(trx)))),
    seats: {
      take: (sessionId) => takeSeat(db, sessionId),
      giveBack: (sessionId) => giveSeatBack(db, sessionId),
    },
    registrations: {
      move: (id, from, changes, only) => moveRegistration(db, id, from, changes, only),
      withPaymentReference: (reference) => registrationWithPaymentReference(db, reference),
    },
    accounts: sqlAccounts(db),
    uploads: {
      async put(id, { type, bytes }) {
        noteWrite('uploads')
        await db.insertInto('uploads').values({ id, type, bytes, created_at: new Date().toISOString() }).execute()
      },
      async get(id) {
        const file = await db.selectFrom('uploads').select(['type', 'bytes']).where('id', '=', id).executeTakeFirst()
        return file && { type: file.type, bytes: new Uint8Array(file.bytes) }
      },
      async delete(id) {
        noteWrite('uploads')
        await db.deleteFrom('uploads').where('id', '=', id).execute()
      },
    },
    outbox: {
      enqueue: (email) => enqueueEmail(db, email),
      list: (page, pageSize) => listOutbox(db, page, pageSize),
      resend: (id) => resendOutboxMail(db, id),
    },
    limits: sqlLimits(db),
    /** Sign-in sessions live in their own table: the caller's survives. */
    async resetToSeed() {
      noteWrite('everything')
      await db.deleteFrom('records').execute()
      await db.deleteFrom('uploads').execute()
      await insertSeed(db)
    },
  }
  return store
}
