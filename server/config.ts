import { resolve } from 'node:path'
import { parseTrustProxy } from './client-address'

/** Everything the server reads from its environment, in one place (docs/operations.md lists the same). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = resolve(env.DATA_DIR ?? '.data')
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    pgliteDir: resolve(dataDir, 'pglite'),
    dist: resolve(env.DIST ?? 'dist'),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'SunHarvest website <no-reply@localhost>',
    /** Online payment through Paystack; without it, registrations pay in the simulated checkout. */
    paystackSecretKey: env.PAYSTACK_SECRET_KEY || undefined,
    /** Paystack's API; tests point it at a fake Paystack on loopback. */
    paystackApiUrl: env.PAYSTACK_API_URL || undefined,
    /** How often the holds job runs (remind, expire); tests shorten it. */
    holdJobIntervalMs: Number(env.HOLD_JOB_INTERVAL_MS) || undefined,
    allowDemoReset: env.ALLOW_DEMO_RESET === '1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    /** `off` lifts the public forms' limits: for load tests and benchmarks only, never for a live site. */
    publicWriteLimits: env.PUBLIC_WRITE_LIMITS === 'off' ? ('off' as const) : ('on' as const),
    /** `off` lifts the per-client limit of cache misses (server/http/miss-limit.ts): for load tests only. */
    cacheMissLimits: env.CACHE_MISS_LIMITS === 'off' ? ('off' as const) : ('on' as const),
    /** How long a stopping server keeps answering, /readyz saying 503, so a load balancer takes it out first. */
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? 0),
  }
}
export type ServerConfig = ReturnType<typeof readConfig>
