import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../server/config'
import { configuredPayments } from '../../server/payments/configured'
import { startServer } from '../../server/start'
import { isSeedSiteUrl, SEED_SITE_URL } from '../../src/api/rules/seed-site-url'

/** server/start.ts on a fresh PGlite (the seed's settings), no payment key and no payment mode: what it warns of. */
let dataDir: string
let server: Awaited<ReturnType<typeof startServer>>
const logLines: { level: number; msg: string; [key: string]: unknown }[] = []
const WARN = 40

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sunharvest-go-live-'))
  const config = readConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST: join(dataDir, 'no-dist'),
    LOG_LEVEL: 'info',
  })
  server = await startServer(config, { logStream: { write: (line: string) => logLines.push(JSON.parse(line)) } })
}, 60_000)

afterAll(async () => {
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('what the server says at start before it goes live', () => {
  it("warns that the Site URL setting is still the seed's", () => {
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: WARN,
        siteUrl: SEED_SITE_URL,
        msg: expect.stringMatching(/Site URL setting is still the seed's/),
      }),
    )
  })

  it('warns that online payment is off without a key or a chosen mode (bank transfer only)', () => {
    expect(logLines).toContainEqual(
      expect.objectContaining({ level: WARN, payments: 'off', msg: expect.stringMatching(/bank transfer only/) }),
    )
  })

  it('would warn of simulated payments, and only inform of Paystack', () => {
    expect(configuredPayments({ mode: 'simulated' }).note).toMatch(/no money moves/)
    expect(configuredPayments({ mode: 'paystack', secretKey: 'sk_test_x' }).note).toBe('online payments: Paystack')
  })

  it("tells the seed's Site URL from a company's, with or without www", () => {
    expect(isSeedSiteUrl('https://sunharvest.ng/')).toBe(true)
    expect(isSeedSiteUrl('https://www.sunharvest.ng')).toBe(true)
    expect(isSeedSiteUrl('https://www.brightsolar.com.ng')).toBe(false)
    expect(isSeedSiteUrl('')).toBe(false)
    expect(isSeedSiteUrl(undefined)).toBe(false)
  })
})
