// @vitest-environment node
import type { Server } from 'node:http'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseRedirectsFile, redirectFor, redirectsFile } from '../../scripts/redirects-file'
import { serveBuild } from '../../scripts/static-host'
import { closeServer, originOf, reachRealServers } from '../setup/real-servers'

reachRealServers()

let dist: string
let server: Server
let origin: string
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'redirects-file-'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>')
  writeFileSync(join(dist, '_redirects'), redirectsFile())
  server = await serveBuild(dist, 0, { uncompressed: true })
  origin = await originOf(server)
})
afterAll(async () => {
  await closeServer(server)
  rmSync(dist, { recursive: true, force: true })
})

describe('dist/_redirects (scripts/redirects-file.ts)', () => {
  it('moves /services/training with 301 and rewrites the admin and the payment pages to the app shell with 200', () => {
    expect(redirectsFile()).toBe(
      '/services/training /training 301\n/dashboard /spa 200\n/dashboard/* /spa 200\n/admin /spa 200\n/admin/* /spa 200\n/payment /spa 200\n/payment/* /spa 200\n',
    )
  })

  it('reads back its redirects, not its rewrites, as a static host would', () => {
    const redirects = parseRedirectsFile(`# moved\n${redirectsFile()}`)
    expect(redirects).toEqual([{ from: '/services/training', to: '/training', status: 301 }])
    expect(redirectFor(redirects, '/services/training/')?.to).toBe('/training')
    expect(redirectFor(redirects, '/services/training-day')).toBeUndefined()
  })

  it('npm run preview answers a moved path with its redirect', async () => {
    const moved = await fetch(`${origin}/services/training`, { redirect: 'manual' })
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/training'])
  })
})
