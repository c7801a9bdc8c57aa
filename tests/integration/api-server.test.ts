// @vitest-environment node
import type { Server } from 'node:http'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setDbStorage } from '../../mocks/db'
import { setFaultStorage, writeFaults } from '../../mocks/faults'
import { memoryBlobStore, setBlobStore } from '../../mocks/store/blobs'
import { parseLatency, readApiConfig } from '../../scripts/api-config'
import { configureApi, createApiServer, uploadsDirOf } from '../../scripts/api-app'
import { operations, pathParams } from '../../api/openapi/operations'
import { closeServer, originOf, reachRealServers } from '../setup/real-servers'
import { pngUpload } from './helpers'

/** `npm run api` as a development server (persistence, CORS, HEAD, ETag, Location, 405, faults). */

reachRealServers()

const inMemory = { dataFile: null, latency: [0, 0] as [number, number], faults: null, faultsFile: null }

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // The demo sign-in: any e-mail and password, `remember` left out.
    body: JSON.stringify({ email: 'dev@example.ng', password: 'any' }),
  })
  expect(response.status).toBe(201)
  expect(response.headers.get('location')).toBe('/api/session')
  return ((await response.json()) as { token: string }).token
}

const post = (origin: string, path: string, token: string, body: unknown) =>
  fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })

describe('data kept in a file across restarts', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mock-api-data-'))
  })
  afterAll(async () => {
    await configureApi(inMemory)
    setDbStorage(null)
    setBlobStore(memoryBlobStore())
    rmSync(dir, { recursive: true, force: true })
  })

  it('reads a created record and an uploaded file after a restart, and the session still works', async () => {
    const dataFile = join(dir, 'mock-api.json')
    expect((await configureApi({ ...inMemory, dataFile })).source).toBe('seed')
    let server: Server = createApiServer()
    let origin = await originOf(server)
    const token = await signIn(origin)
    const created = await post(origin, '/faqs', token, { topic: 'general', question: 'Kept after a restart?', answer: 'Yes.' })
    expect(created.status).toBe(201)
    const location = created.headers.get('location')!
    const uploaded = await post(origin, '/media', token, pngUpload())
    expect(uploaded.status).toBe(201)
    const fileUrl = ((await uploaded.json()) as { url: string }).url
    await closeServer(server)

    // A start without the file knows nothing of them: what comes back next comes from the file.
    await configureApi(inMemory)
    server = createApiServer()
    origin = await originOf(server)
    expect((await fetch(`${origin}${location}`)).status).toBe(404)
    await closeServer(server)

    expect((await configureApi({ ...inMemory, dataFile })).source).toBe('storage')
    server = createApiServer()
    origin = await originOf(server)
    try {
      const read = await fetch(`${origin}${location}`)
      expect(read.status).toBe(200)
      expect(await read.json()).toMatchObject({ question: 'Kept after a restart?' })
      const file = await fetch(`${origin}${fileUrl}`)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('image/png')
      expect((await fetch(`${origin}/api/session`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200)
      expect(readdirSync(uploadsDirOf(dataFile)).length).toBeGreaterThan(0)
    } finally {
      await closeServer(server)
    }
  })

  it('moves an unreadable data file aside (kept, not lost) and starts from the seed', async () => {
    const dataFile = join(dir, 'broken.json')
    writeFileSync(dataFile, '{"cut off')
    expect((await configureApi({ ...inMemory, dataFile })).source).toBe('seed')
    const aside = readdirSync(dir).find((name) => name.startsWith('broken.json.unreadable-'))
    expect(aside && readFileSync(join(dir, aside), 'utf8')).toBe('{"cut off')
  })

  it('refuses a write the file cannot take (507), keeping memory and file as they were', async () => {
    const dataFile = join(dir, 'full.json')
    await configureApi({ ...inMemory, dataFile })
    const server = createApiServer()
    const origin = await originOf(server)
    try {
      const token = await signIn(origin)
      const before = readFileSync(dataFile, 'utf8')
      // The temporary file the save writes first is a folder: the save fails as a full disk would.
      const blocker = `${dataFile}.${process.pid}.tmp`
      mkdirSync(blocker)
      const refused = await post(origin, '/faqs', token, { topic: 'general', question: 'Not saved?', answer: 'No.' })
      expect(refused.status).toBe(507)
      expect(await refused.json()).toMatchObject({ message: expect.stringContaining('could not be written') })
      const faqs = (await (await fetch(`${origin}/api/faqs?pageSize=100`)).json()) as { items: { question: string }[] }
      expect(faqs.items.map((faq) => faq.question)).not.toContain('Not saved?')
      expect(readFileSync(dataFile, 'utf8')).toBe(before)
      rmSync(blocker, { recursive: true })
      expect((await post(origin, '/faqs', token, { topic: 'general', question: 'Saved?', answer: 'Yes.' })).status).toBe(201)
      expect(readFileSync(dataFile, 'utf8')).toContain('Saved?')
    } finally {
      await closeServer(server)
    }
  })
})

describe('HTTP behaviour on the port', () => {
  let server: Server
  let origin: string
  beforeAll(async () => {
    await configureApi(inMemory)
    server = createApiServer()
    origin = await originOf(server)
  })
  afterAll(() => closeServer(server))

  it('answers a preflight 204, echoing the requested method and headers', async () => {
    const response = await fetch(`${origin}/api/faqs`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization, content-type, x-request-id',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toBe('PATCH')
    expect(response.headers.get('access-control-allow-headers')?.split(/\s*,\s*/)).toEqual(['authorization', 'content-type', 'x-request-id'])
    const read = await fetch(`${origin}/api/faqs`, { headers: { Origin: 'http://localhost:5173' } })
    expect(read.headers.get('access-control-allow-origin')).toBe('*')
    expect(read.headers.get('access-control-expose-headers')).toMatch(/Location.*ETag/)
  })

  it('answers HEAD on every GET route with the GET status and headers, and no body', async () => {
    const token = await signIn(origin)
    for (const operation of operations.filter((o) => o.method === 'get')) {
      const path = `${origin}/api${operation.path.replace(/:\w+/g, 'no-such-id')}`
      const headers = { Authorization: `Bearer ${token}` }
      const get = await fetch(path, { headers })
      const head = await fetch(path, { method: 'HEAD', headers })
      const name = `HEAD ${operation.path}`
      expect(head.status, name).toBe(get.status)
      if (pathParams(operation.path).length > 0) expect(get.status, name).toBe(404)
      expect(head.headers.get('content-type'), name).toBe(get.headers.get('content-type'))
      expect(head.headers.get('etag'), name).toBe(get.headers.get('etag'))
      if (get.status === 200) expect(head.headers.get('content-length'), name).toBe(String((await get.arrayBuffer()).byteLength))
      expect(await head.text(), name).toBe('')
    }
  })

  it('tags reads with an ETag and answers 304 to If-None-Match until the data changes', async () => {
    const first = await fetch(`${origin}/api/faqs`)
    const tag = first.headers.get('etag')!
    expect(tag).toMatch(/^W\/".+"$/)
    const again = await fetch(`${origin}/api/faqs`, { headers: { 'If-None-Match': `"other", ${tag}` } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(tag)
    const token = await signIn(origin)
    expect((await post(origin, '/faqs', token, { topic: 'general', question: 'New?', answer: 'Yes.' })).status).toBe(201)
    const changed = await fetch(`${origin}/api/faqs`, { headers: { 'If-None-Match': tag } })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(tag)
  })

  it('answers 405 with Allow for a known path and another method, 404 for an unknown path', async () => {
    const wrong = await fetch(`${origin}/api/services`, { method: 'PUT' })
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toMatch(/GET.*HEAD/)
    expect(await wrong.json()).toMatchObject({ message: expect.stringContaining('PUT'), issues: [] })
    const unknown = await fetch(`${origin}/api/nothing-here`)
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('content-type')).toContain('application/json')
    expect(await unknown.json()).toEqual({ message: 'There is no API endpoint at /api/nothing-here', issues: [] })
  })

  it('sets fault rules over HTTP: an error status, a dropped connection, then none', async () => {
    try {
      const set = await fetch(`${origin}/__mock/faults`, { method: 'PUT', body: 'GET:/api/faqs:503:x1' })
      expect(await set.json()).toEqual([{ match: 'GET /api/faqs', status: 503, times: 1 }])
      expect((await fetch(`${origin}/api/faqs`)).status).toBe(503)
      expect((await fetch(`${origin}/api/faqs`)).status).toBe(200)
      await fetch(`${origin}/__mock/faults`, { method: 'PUT', body: JSON.stringify([{ match: '/api/faqs', network: true }]) })
      await expect(fetch(`${origin}/api/faqs`)).rejects.toThrow()
      const bad = await fetch(`${origin}/__mock/faults`, { method: 'PUT', body: '[{"match":"nope"}]' })
      expect(bad.status).toBe(422)
      expect((await fetch(`${origin}/__mock/faults`, { method: 'DELETE' })).status).toBe(204)
      expect(await (await fetch(`${origin}/__mock/faults`)).json()).toEqual([])
      expect((await fetch(`${origin}/api/faqs`)).status).toBe(200)
    } finally {
      writeFaults(null)
    }
  })
})

describe('a fault rules file on the port (API_FAULTS_FILE)', () => {
  it('is read again on every request', async () => {
    const faultsDir = mkdtempSync(join(tmpdir(), 'mock-api-faults-'))
    const faultsFile = join(faultsDir, 'faults.txt')
    writeFileSync(faultsFile, 'GET:/api/faqs:503')
    await configureApi({ ...inMemory, faultsFile })
    const server = createApiServer()
    const origin = await originOf(server)
    try {
      expect((await fetch(`${origin}/api/faqs`)).status).toBe(503)
      writeFileSync(faultsFile, '[]')
      expect((await fetch(`${origin}/api/faqs`)).status).toBe(200)
      writeFileSync(faultsFile, 'GET:/api/faqs:network')
      await expect(fetch(`${origin}/api/faqs`)).rejects.toThrow()
    } finally {
      await closeServer(server)
      const rules = new Map<string, string>()
      setFaultStorage({
        getItem: (key) => rules.get(key) ?? null,
        setItem: (key, value) => void rules.set(key, value),
        removeItem: (key) => void rules.delete(key),
      })
      rmSync(faultsDir, { recursive: true, force: true })
    }
  })
})

describe('npm run api settings', () => {
  it('reads the latency, the data file and the faults from the environment', () => {
    expect(parseLatency('200-600')).toEqual([200, 600])
    expect(parseLatency('300')).toEqual([300, 300])
    expect(() => parseLatency('slow')).toThrow(/API_LATENCY/)
    expect(readApiConfig({}).dataFile).toBe('.data/mock-api.json')
    expect(readApiConfig({ API_DATA_FILE: 'memory' }).dataFile).toBeNull()
    expect(readApiConfig({ API_FAULTS: '*:/api/*:1500ms' }).faults).toBe('*:/api/*:1500ms')
  })
})
