/** `npm run create-admin -- email password`: adds an admin account, or sets the password of an existing one (ending its sessions). */
import { assertPasswordRule, upsertAdmin } from './auth/admins'
import { readConfig } from './config'
import { openDatabase } from './db/connect'
import { migrate } from './db/migrations'

const [email = '', password = ''] = process.argv.slice(2)
try {
  if (!email || !password) throw new Error('An e-mail and a password are needed')
  assertPasswordRule(password, 'The password')
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: npm run create-admin -- <email> <password: 8+ characters, a letter and a digit>`)
  process.exit(2)
}
const config = readConfig()
const { db } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.pgliteDir })
await migrate(db)
await upsertAdmin(db, email, password)
await db.destroy()
console.info(`Admin ${email} can sign in with this password; any session the account had is ended.`)
