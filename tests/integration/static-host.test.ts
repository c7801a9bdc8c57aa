// @vitest-environment node
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveBuild } from '../../scripts/static-host'
import { FAKE_SCRIPT as SCRIPT, makeFakeDist } from '../setup/fake-dist'
import { closeServer, originOf, reachRealServers } from '../setup/real-servers'

/** `npm run preview` and the browser tests' server: a build served on a port as a static host serves it. */

reachRealServers()

const VIDEO = Uint8Array.from({ length: 100 }, (_, i) => i)
let dist: string
let remove: () => void
const servers: Server[] = []
let compressed: string
let uncompressed: string
const GlobalResponse = globalThis.Response

beforeAll(async () => {
  ;({ dist, remove } = makeFakeDist({
    '/404.html': '<!doctype html><title>Not Found</title>',
    '/video/clip.mp4': VIDEO,
    '/video/clip.vtt': 'WEBVTT\n',
  }))
  servers.push(await serveBuild(dist, 0), await serveBuild(dist, 0, { uncompressed: true }))
  ;[compressed, uncompressed] = (await Promise.all(servers.map(originOf))) as [string, string]
})
afterAll(async () => {
  await Promise.all(servers.map(closeServer))
  remove()
})

const bytes = async (response: Response) => Array.from(new Uint8Array(await response.arrayBuffer()))

describe('the static host', () => {
  it("leaves the test worker's global Response alone (msw's network errors rely on it)", () => {
    expect(globalThis.Response).toBe(GlobalResponse)
  })

  it('serves prerendered pages (revalidated), the app shell for client routes, 404 for a missing file', async () => {
    for (const path of ['/training', '/training/']) {
      const page = await fetch(`${compressed}${path}`)
      expect([page.status, page.headers.get('content-type'), page.headers.get('cache-control')]).toEqual([
        200,
        'text/html; charset=utf-8',
        'no-cache',
      ])
      expect(await page.text()).toContain('<title>Training</title>')
    }
    expect(await (await fetch(`${compressed}/`)).text()).toContain('<title>Home</title>')
    expect(await (await fetch(`${compressed}/dashboard/settings`)).text()).toContain('<title>App shell</title>')
    expect((await fetch(`${compressed}/missing.png`)).status).toBe(404)
  })

  it('sends another spelling of a page (letter case, doubled or trailing slashes) to its one address with 301', async () => {
    for (const [path, location] of [
      ['/TRAINING', '/training'],
      ['/training/?ref=x', '/training?ref=x'],
      ['//Training', '/training'],
    ]) {
      const moved = await fetch(`${compressed}${path}`, { redirect: 'manual' })
      expect([path, moved.status, moved.headers.get('location')]).toEqual([path, 301, location])
    }
    expect((await fetch(`${compressed}/training`, { redirect: 'manual' })).status).toBe(200)
  })

  it('answers an unknown path with the Not Found page and 404 (HEAD alike), the admin with the app shell and 200', async () => {
    for (const origin of [compressed, uncompressed]) {
      for (const path of ['/no-such-page', '/services/no-such-service/']) {
        const page = await fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'br' } })
        expect([page.status, page.headers.get('content-type'), await page.text()]).toEqual([
          404,
          'text/html; charset=utf-8',
          '<!doctype html><title>Not Found</title>',
        ])
        const head = await fetch(`${origin}${path}`, { method: 'HEAD', headers: { Range: 'bytes=0-3' } })
        expect([head.status, await head.text()]).toEqual([404, ''])
      }
      for (const path of ['/admin', '/dashboard', '/dashboard/no-such-screen', '/payment/pay-0a1b2c']) {
        const shell = await fetch(`${origin}${path}`)
        expect([shell.status, await shell.text()]).toEqual([200, '<!doctype html><title>App shell</title>'])
      }
      const missing = await fetch(`${origin}/assets/gone.js`)
      expect([missing.status, await missing.text()]).toEqual([404, 'Not found'])
    }
  })

  it('sends precompressed brotli or gzip, hashed assets cached for a year; HEAD without a body', async () => {
    const br = await fetch(`${compressed}/assets/app-3f9a1c.js`, { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(Number(br.headers.get('content-length'))).toBeLessThan(SCRIPT.length / 4)
    expect(await br.text()).toBe(SCRIPT)
    const gzip = await fetch(`${compressed}/assets/app-3f9a1c.js`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect([gzip.headers.get('content-encoding'), await gzip.text()]).toEqual(['gzip', SCRIPT])
    const head = await fetch(`${compressed}/training`, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } })
    expect([head.status, head.headers.get('content-encoding'), await head.text()]).toEqual([200, 'br', ''])
  })

  it('uncompressed (the browser tests): every file as it is on disk', async () => {
    const plain = await fetch(`${uncompressed}/assets/app-3f9a1c.js`, { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('content-length')).toBe(String(SCRIPT.length))
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await plain.text()).toBe(SCRIPT)
    const captions = await fetch(`${uncompressed}/video/clip.vtt`)
    expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8')
  })

  it('answers byte ranges of a video (seeking): 206, 416 past the end, the whole file for a range it ignores', async () => {
    for (const origin of [compressed, uncompressed]) {
      const part = await fetch(`${origin}/video/clip.mp4`, { headers: { Range: 'bytes=10-19' } })
      expect([part.status, part.headers.get('content-type'), part.headers.get('content-range')]).toEqual([
        206,
        'video/mp4',
        'bytes 10-19/100',
      ])
      expect(await bytes(part)).toEqual(Array.from(VIDEO.subarray(10, 20)))
      const tail = await fetch(`${origin}/video/clip.mp4`, { headers: { Range: 'bytes=-3' } })
      expect(await bytes(tail)).toEqual([97, 98, 99])
      const past = await fetch(`${origin}/video/clip.mp4`, { headers: { Range: 'bytes=100-' } })
      expect([past.status, past.headers.get('content-range')]).toEqual([416, 'bytes */100'])
      for (const ignored of ['bytes=0-1,4-5', 'items=0-1', 'bytes=9-2']) {
        const whole = await fetch(`${origin}/video/clip.mp4`, { headers: { Range: ignored } })
        expect([whole.status, whole.headers.get('accept-ranges'), (await bytes(whole)).length]).toEqual([200, 'bytes', 100])
      }
    }
  })
})
