// @vitest-environment node
import type { Server } from 'node:http'
import { request as httpRequest } from 'node:http'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiServer } from '../../scripts/api-app'
import { serveBuild } from '../../scripts/static-host'
import { closeServer, originOf, reachRealServers } from '../setup/real-servers'

/** A malformed URL answers 400 in the API's error shape, and the server stays up. */

reachRealServers()

async function get(url: string) {
  const response = await fetch(url)
  const text = await response.text()
  return { status: response.status, type: response.headers.get('content-type'), text }
}

function expectBadRequest(response: Awaited<ReturnType<typeof get>>) {
  expect(response.status, response.text).toBe(400)
  expect(response.type).toMatch(/^application\/json/)
  expect(JSON.parse(response.text)).toEqual({ message: expect.stringMatching(/percent-escape/), issues: [] })
  expect(response.text).not.toMatch(/URIError|node_modules|\/work\//)
}

/** A raw request, for what fetch will not send (a Host header that is no host name). */
function rawGet(origin: string, path: string, host: string): Promise<number> {
  return new Promise((done, fail) => {
    const request = httpRequest(`${origin}${path}`, { headers: { host } }, (response) => {
      response.resume()
      done(response.statusCode ?? 0)
    })
    request.on('error', fail).end()
  })
}

describe('static server (npm run perf)', () => {
  let dist: string
  let server: Server
  let origin: string
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'static-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>')
    writeFileSync(join(dist, 'spa.html'), '<!doctype html><title>App</title>')
    server = await serveBuild(dist, 0)
    origin = await originOf(server)
  })
  afterAll(async () => {
    await closeServer(server)
    rmSync(dist, { recursive: true, force: true })
  })

  it.each(['/%ZZ', '/training/%E0%A4%A', '/%', '/?q=%ZZ'])('answers 400 to GET %s and keeps serving', async (path) => {
    expectBadRequest(await get(`${origin}${path}`))
    const home = await get(`${origin}/`)
    expect(home.status).toBe(200)
    expect(home.text).toContain('<title>Home</title>')
  })
})

describe('API server (npm run api)', () => {
  let server: Server
  let origin: string
  beforeAll(async () => {
    server = createApiServer()
    origin = await originOf(server)
  })
  afterAll(() => closeServer(server))

  it.each(['/api/services/%ZZ', '/api/pages/%E0%A4%A', '/api/faqs?topic=%ZZ', '/%ZZ', '/api/%'])(
    'answers 400 to GET %s and keeps serving',
    async (path) => {
      expectBadRequest(await get(`${origin}${path}`))
      const services = await get(`${origin}/api/services`)
      expect(services.status).toBe(200)
      expect(JSON.parse(services.text).items.length).toBeGreaterThan(0)
    },
  )

  it('answers 400 to a Host header that is no host, and keeps serving', async () => {
    expect(await rawGet(origin, '/api/services', 'bad host[')).toBe(400)
    expect((await get(`${origin}/api/services`)).status).toBe(200)
  })
})
