import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ensureFirstAdmin, upsertAdmin } from '../../server/auth/admins'
import { sharedTestBackend, TEST_ADMIN } from '../../server/testing'
import { call, signIn } from '../setup/api'

const signInWith = (password: string) => call('POST', '/session', { body: { email: TEST_ADMIN.email, password } })

describe('admin accounts (server)', () => {
  it('setting a password the way create-admin does ends every session of that account, remembered ones too', async () => {
    const { db } = await sharedTestBackend()
    const remembered = (await call('POST', '/session', { body: { ...TEST_ADMIN, remember: true } })).body.token as string
    const today = await signIn()
    await upsertAdmin(db, 'second@example.com', 'second-admin-1')
    const second = (await call('POST', '/session', { body: { email: 'second@example.com', password: 'second-admin-1' } })).body
      .token as string
    await upsertAdmin(db, TEST_ADMIN.email.toUpperCase(), 'recovered-2026')
    for (const token of [remembered, today]) expect((await call('GET', '/session', { token })).status).toBe(401)
    expect((await call('GET', '/session', { token: second })).status).toBe(200)
    expect((await signInWith('recovered-2026')).status).toBe(201)
  })

  it('one password rule: create-admin and ADMIN_PASSWORD refuse what the change form refuses', async () => {
    const { db } = await sharedTestBackend()
    await expect(upsertAdmin(db, TEST_ADMIN.email, 'longbutnodigits')).rejects.toThrow('New password needs at least one digit')
    await expect(ensureFirstAdmin(db, 'owner@example.com', '1')).rejects.toThrow(
      /^ADMIN_PASSWORD: New password must be at least 8 characters/,
    )
    expect((await signInWith(TEST_ADMIN.password)).status).toBe(201)
  })

  it('npm run create-admin stops on a weak password before touching any database', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'create-admin-'))
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/create-admin.ts', 'owner@example.com', 'password'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      })
      expect(run.status).toBe(2)
      expect(run.stderr).toContain('New password needs at least one digit')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
