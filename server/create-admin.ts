/** `npm run create-admin -- email password`: adds an admin account, or sets the password of an existing one. */
import { upsertAdmin } from './auth/admins'
import { readConfig } from './config'
import { openDatabase } from './db/connect'
import { migrate } from './db/migrations'

const [email, password] = process.argv.slice(2)
if (!email || !password || password.length < 8) {
  console.error('Usage: npm run create-admin -- <email> <password of 8 characters or more>')
  process.exit(2)
}
const config = readConfig()
const { db } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.pgliteDir })
await migrate(db)
await upsertAdmin(db, email, password)
await db.destroy()
console.info(`Admin ${email} can sign in.`)
