// @vitest-environment node
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { reachRealServers } from '../setup/real-servers'

/** The script behind `npm run api` itself, stopped and started again as a developer would. */

reachRealServers()

const dir = mkdtempSync(join(tmpdir(), 'mock-api-process-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Starts scripts/api-server.ts on a free port (PORT=0) and waits for the line that names its origin. */
async function startApi(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/api-server.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', API_LATENCY: '', API_FAULTS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = /on (http:\/\/127\.0\.0\.1:\d+)\/api/.exec(output)
      if (found) resolve(found[1]!)
    })
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => reject(new Error(`npm run api exited (${code}) before listening:\n${output}`)))
  })
  const stop = async () => {
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    expect((await exited)[0]).toBe(0)
  }
  return { origin, stop }
}

const json = (method: string, body: unknown, token?: string) => ({
  method,
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
})

describe('npm run api', { timeout: 60_000 }, () => {
  it('names a port in use and exits with 1, without a stack trace', async () => {
    const first = await startApi({ API_DATA_FILE: 'memory' })
    const port = new URL(first.origin).port
    const second = spawn(process.execPath, ['--import', 'tsx', 'scripts/api-server.ts'], {
      env: { ...process.env, PORT: port, HOST: '127.0.0.1', API_LATENCY: '', API_FAULTS: '', API_DATA_FILE: 'memory' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    second.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const [code] = await once(second, 'exit')
    await first.stop()
    expect(code).toBe(1)
    expect(stderr).toContain(`Port ${port} on 127.0.0.1 is in use by another process`)
    expect(stderr).not.toMatch(/\n\s+at /)
  })

  it('keeps a created record and the session across a restart', async () => {
    const env = { API_DATA_FILE: join(dir, 'data.json') }
    let api = await startApi(env)
    let location: string
    let token: string
    try {
      const session = await fetch(`${api.origin}/api/session`, json('POST', { email: 'dev@example.ng', password: 'any' }))
      expect(session.status).toBe(201)
      token = ((await session.json()) as { token: string }).token
      const created = await fetch(
        `${api.origin}/api/faqs`,
        json('POST', { topic: 'general', question: 'Still here?', answer: 'Yes.' }, token),
      )
      expect(created.status).toBe(201)
      location = created.headers.get('location')!
    } finally {
      await api.stop()
    }

    api = await startApi(env)
    try {
      const read = await fetch(`${api.origin}${location}`)
      expect(read.status).toBe(200)
      expect(await read.json()).toMatchObject({ question: 'Still here?' })
      expect((await fetch(`${api.origin}/api/session`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200)
    } finally {
      await api.stop()
    }
  })

  it('applies API_LATENCY and API_FAULTS to every request on the port', async () => {
    const api = await startApi({ API_DATA_FILE: 'memory', API_LATENCY: '400', API_FAULTS: 'GET:/api/faqs:503:x1' })
    try {
      const started = performance.now()
      const failed = await fetch(`${api.origin}/api/faqs`)
      expect(performance.now() - started).toBeGreaterThanOrEqual(400)
      expect(failed.status).toBe(503)
      expect(await failed.json()).toMatchObject({ message: expect.any(String), issues: [] })
      expect((await fetch(`${api.origin}/api/faqs`)).status).toBe(200)
    } finally {
      await api.stop()
    }
  })
})
