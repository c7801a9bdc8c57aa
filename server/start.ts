import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import { serve, type ServerType } from '@hono/node-server'
import pino from 'pino'
import { ensureFirstAdmin } from './auth/admins'
import { createApp } from './app'
import { WITHOUT_LIMITS } from '../api/rules/public-writes'
import type { ServerConfig } from './config'
import { openDatabase } from './db/connect'
import { migrate } from './db/migrations'
import { seedIfEmpty } from './db/seed'
import { startHoldExpiry } from './jobs/expire-holds'
import { startMailer } from './mail/outbox'
import { SSR_ENTRY } from './render/live-pages'
import { configuredPayments } from './payments/configured'
import { sqlStore } from './db/sql-store'
import { isSeedSiteUrl } from '../src/api/rules/seed-site-url'
import type { SiteSettings } from '../src/api/schemas'
import { readiness } from './readiness'

/**
 * Opens the database (PGlite in DATA_DIR, or DATABASE_URL), migrates, seeds an empty one from fixtures, makes the
 * first admin, and serves the API and the site on one port; health at /healthz, readiness at /readyz.
 */
export async function startServer(config: ServerConfig, { logStream }: { logStream?: pino.DestinationStream } = {}) {
  const log = logStream ? pino({ level: config.logLevel }, logStream) : pino({ level: config.logLevel })
  const { db, kind } = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.pgliteDir,
    // Logged, not fatal: the pool opens a new connection on the next query, and /readyz says 503 until one works.
    onPoolError: (error) => log.warn({ err: error }, 'database connection lost'),
  })
  const applied = await migrate(db)
  const seeded = await seedIfEmpty(db)
  const admin = await ensureFirstAdmin(db, config.adminEmail, config.adminPassword)
  log.info({ database: kind, migrations: applied, seeded, admin }, 'database ready')
  if (config.publicWriteLimits === 'off') log.warn('PUBLIC_WRITE_LIMITS=off: the public forms have no limits (load tests only)')
  if (admin === 'none') log.warn('no admin account yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run create-admin`')

  const { payments, note } = configuredPayments(config.payments, config.paystackApiUrl)
  if (config.payments.mode === 'paystack') log.info({ payments: 'paystack' }, note)
  else log.warn({ payments: config.payments.mode }, note)
  const { siteUrl } = (await sqlStore(db).records('siteSettings').first<SiteSettings>()) ?? {}
  if (isSeedSiteUrl(siteUrl))
    log.warn({ siteUrl }, "the Site URL setting is still the seed's: set your site's address in the admin (Settings)")
  const app = await createApp({
    db,
    allowDemoReset: config.allowDemoReset,
    trustProxy: config.trustProxy,
    dist: config.dist,
    sharedDatabase: kind === 'postgres',
    publicWrites: config.publicWriteLimits === 'off' ? () => WITHOUT_LIMITS : undefined,
    cacheMisses: config.cacheMissLimits === 'off' ? 'off' : undefined,
    onError: (error) => log.error({ err: error }, 'unexpected error'),
    payments,
  })
  let draining = false
  const root = new Hono()
  root.get('/healthz', (c) => c.json({ status: 'ok' }))
  root.get('/readyz', readiness(db, kind, () => draining))
  root.use('*', async (c, next) => {
    const started = performance.now()
    await next()
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request')
  })
  root.route('/', app)

  const mailer = startMailer(db, config.smtpUrl, config.mailFrom, (message) => log.info(message), {
    deadlineMs: config.smtpDeadlineMs,
  })
  const holds = startHoldExpiry(db, (message) => log.info(message), config.holdJobIntervalMs)
  const server: ServerType = await new Promise((ready) => {
    const s = serve({ fetch: root.fetch, port: config.port, hostname: config.host }, () => ready(s))
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const pages = existsSync(join(config.dist, SSR_ENTRY)) ? 'rendered from the database' : 'as built (no SSR bundle: npm run build:server)'
  log.info({ port, site: config.dist, pages }, `SunHarvest server on http://localhost:${port}`)

  /**
   * Says it is draining (/readyz 503) for the grace period while it still answers, then stops taking requests, lets
   * those under way finish, stops the mailer, closes the database.
   */
  async function stop() {
    draining = true
    if (config.shutdownGraceMs > 0) await new Promise((done) => setTimeout(done, config.shutdownGraceMs))
    await new Promise<void>((done) => server.close(() => done()))
    await mailer.stop()
    await holds.stop()
    await db.destroy()
  }
  return { port, stop, db, log }
}
