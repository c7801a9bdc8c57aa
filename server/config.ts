import { resolve } from 'node:path'
import { parseTrustProxy } from './client-address'

export type PaymentsConfig = { mode: 'paystack'; secretKey: string } | { mode: 'simulated' } | { mode: 'off' }

/**
 * How the server takes online payments: Paystack with PAYSTACK_SECRET_KEY; simulated (no money moves) only when
 * someone sets PAYMENTS=simulated; otherwise off, bank transfer only. Never simulated for want of a key. A key and
 * PAYMENTS=simulated together are refused: which one the company meant is not for the server to guess.
 */
export function paymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const secretKey = env.PAYSTACK_SECRET_KEY || undefined
  const chosen = env.PAYMENTS || undefined
  if (chosen !== undefined && chosen !== 'simulated')
    throw new Error(`PAYMENTS=${chosen} is not a payment mode: set PAYMENTS=simulated for test payments, or leave it unset`)
  if (chosen === 'simulated' && secretKey)
    throw new Error('PAYMENTS=simulated and PAYSTACK_SECRET_KEY are both set: unset one (simulated payments move no money)')
  if (chosen === 'simulated') return { mode: 'simulated' }
  return secretKey ? { mode: 'paystack', secretKey } : { mode: 'off' }
}

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
    smtpDeadlineMs: Number(env.SMTP_DEADLINE_MS) || undefined,
    payments: paymentsConfig(env),
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
