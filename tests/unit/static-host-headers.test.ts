// @vitest-environment node
import type { Server } from 'node:http'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { headersFile, parseHeadersFile } from '../../scripts/headers-file'
import { redirectsFile } from '../../scripts/redirects-file'
import { serveBuild } from '../../scripts/static-host'
import { contentSecurityPolicy } from '../../server/http/csp'
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from '../../server/http/site-headers'
import { staticHostHeaders } from '../../vite.config'
import { closeServer, originOf, reachRealServers } from '../setup/real-servers'

reachRealServers()

describe('dist/_headers, the static host headers of the mock build', () => {
  it("holds the build's policy with frame-ancestors 'none' and the other headers, for every path", () => {
    const file = headersFile('https://api.sunharvest.example/v1')
    expect(parseHeadersFile(file)).toEqual([
      {
        pattern: '/*',
        headers: {
          'Content-Security-Policy': `${contentSecurityPolicy('https://api.sunharvest.example/v1')}; frame-ancestors 'none'`,
          'X-Frame-Options': 'DENY',
          'Referrer-Policy': 'strict-origin-when-cross-origin',
          'X-Content-Type-Options': 'nosniff',
          'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
        },
      },
    ])
    expect(file).toMatch(/^\/\*\n( {2}[A-Za-z-]+: \S.*\n)+$/)
    expect(file).toContain("connect-src 'self' https://api.sunharvest.example;")
  })

  it('is written by the client build only, from VITE_API_URL', () => {
    const plugin = staticHostHeaders()
    const apply = plugin.apply as (config: object, env: { command: string; isSsrBuild?: boolean }) => boolean
    expect([
      apply({}, { command: 'build' }),
      apply({}, { command: 'build', isSsrBuild: true }),
      apply({}, { command: 'serve' }),
    ]).toEqual([true, false, false])
    const emitted: unknown[] = []
    const generateBundle = plugin.generateBundle as (this: { emitFile: (file: unknown) => void }) => void
    generateBundle.call({ emitFile: (file) => emitted.push(file) })
    expect(emitted).toEqual([
      { type: 'asset', fileName: '_headers', source: headersFile(process.env.VITE_API_URL) },
      { type: 'asset', fileName: '_redirects', source: redirectsFile() },
    ])
  })
})

describe('npm run preview sends what dist/_headers says, as a static host does', () => {
  let dist: string
  let server: Server
  let origin: string
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'static-headers-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>')
    writeFileSync(join(dist, 'spa.html'), '<!doctype html><title>App</title>')
    writeFileSync(join(dist, '_headers'), headersFile(undefined))
    server = await serveBuild(dist, 0, { uncompressed: true })
    origin = await originOf(server)
  })
  afterAll(async () => {
    await closeServer(server)
    rmSync(dist, { recursive: true, force: true })
  })

  it('on pages, the app shell and missing files, and never serves the file itself', async () => {
    for (const path of ['/', '/dashboard', '/missing.png', '/_headers']) {
      const response = await fetch(`${origin}${path}`)
      for (const [name, value] of Object.entries(securityHeaders(undefined)))
        expect(response.headers.get(name), `${path} ${name}`).toBe(value)
      expect(response.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY)
      if (path.includes('.') || path === '/_headers') expect(response.status).toBe(404)
    }
  })
})
