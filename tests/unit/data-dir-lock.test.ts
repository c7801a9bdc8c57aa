// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { lockDataDir } from '../../server/db/data-dir-lock'

const dirs: string[] = []
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sunharvest-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('one process per PGlite data directory (server/db/data-dir-lock.ts)', () => {
  it('takes a free directory and gives it back on release', () => {
    const dir = freshDir()
    const release = lockDataDir(dir)
    expect(readFileSync(join(dir, 'owner.pid'), 'utf8')).toBe(String(process.pid))
    release()
    expect(existsSync(join(dir, 'owner.pid'))).toBe(false)
  })

  it('refuses a directory another live process holds, naming it and the way out', () => {
    const dir = freshDir()
    writeFileSync(join(dir, 'owner.pid'), String(process.ppid))
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${process.ppid}.*DATABASE_URL`))
  })

  it('takes over from a process that no longer runs (after kill -9)', () => {
    const dir = freshDir()
    const gone = spawnSync(process.execPath, ['-e', '']).pid
    writeFileSync(join(dir, 'owner.pid'), String(gone))
    lockDataDir(dir)
    expect(readFileSync(join(dir, 'owner.pid'), 'utf8')).toBe(String(process.pid))
  })
})
