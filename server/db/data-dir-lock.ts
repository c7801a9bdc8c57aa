import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite is one process's database: a second process on the same directory (another server, or `create-admin` while
 * the server runs) would write beside it unseen, and its writes are lost or the files damaged. The directory holds
 * the owner's pid; a pid that no longer runs (after kill -9) is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'owner.pid')
  let owner: number | undefined
  try {
    owner = Number(readFileSync(file, 'utf8').trim()) || undefined
  } catch {
    // no owner yet
  }
  if (owner && owner !== process.pid && isAlive(owner))
    throw new Error(
      `The PGlite data in ${dir} is in use by process ${owner} (a running server?). Stop it first, or use DATABASE_URL (Postgres) ` +
        `to share one database between processes. If no such process is yours, delete ${file}.`,
    )
  writeFileSync(file, String(process.pid))
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true })
    } catch {
      // already gone
    }
  }
}
