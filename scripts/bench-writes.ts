/**
 * `npm run bench:writes`: what a write costs as the database grows. Uploads 4.9 MB images in steps and times a
 * contact post (median of 15) through the demo's API on the browser store (msw/node), with a localStorage-like storage that
 * counts the bytes each write puts into it. A benchmark that prints figures, not a test.
 */
import { setupServer } from 'msw/node'
import { initDb, setDbStorage, type KeyValueStorage } from '../mocks/db'
import { setPublicWriteRules } from '../mocks/public-write-rules'
import { apiHandler } from '../mocks/transport'
import { WITHOUT_LIMITS } from '../api/rules/public-writes'
import { apiUrl } from '../src/api/config'

class CountingStorage implements KeyValueStorage {
  readonly items = new Map<string, string>()
  written = 0
  get length() {
    return this.items.size
  }
  key = (index: number) => [...this.items.keys()][index] ?? null
  getItem = (key: string) => this.items.get(key) ?? null
  setItem = (key: string, value: string) => {
    this.written += key.length + value.length
    this.items.set(key, value)
  }
  removeItem = (key: string) => void this.items.delete(key)
  get size() {
    let total = 0
    for (const [key, value] of this.items) total += key.length + value.length
    return total
  }
}

// 15 posts a round from one address: more than the public form's limits let a person send.
setPublicWriteRules({ ...WITHOUT_LIMITS, minFillMs: 0 })
const server = setupServer(apiHandler())
server.listen({ onUnhandledRequest: 'error' })
const storage = new CountingStorage()
setDbStorage(storage)
await initDb()

const post = (path: string, body: unknown, token?: string) =>
  fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })

const { token } = (await (await post('/session', { email: 'bench@example.ng', password: 'x', remember: false })).json()) as {
  token: string
}

// A 4.9 MB PNG: a header stating 1280×1276 pixels, then incompressible bytes.
const bytes = new Uint8Array(Math.round(4.9 * 1024 * 1024))
bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 5, 0, 0, 0, 4, 0xfc])
for (let i = 24; i < bytes.length; i++) bytes[i] = (i * 2654435761) >>> 24
const dataUrl = `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`

async function contactPost(): Promise<{ ms: number; written: number }> {
  const times: number[] = []
  let written = 0
  for (let i = 0; i < 15; i++) {
    const before = storage.written
    const started = performance.now()
    const response = await post('/contact-messages', {
      name: 'Bench',
      email: 'bench@example.ng',
      service: 'maintenance',
      message: `Post ${i}`,
    })
    if (response.status !== 201) throw new Error(`contact post answered ${response.status}`)
    times.push(performance.now() - started)
    written = storage.written - before
  }
  return { ms: times.sort((a, b) => a - b)[7]!, written }
}

console.log('uploads  images (MB)  record storage (KB)  contact post (median ms)  bytes written per post')
let uploads = 0
for (const target of [0, 5, 10, 20, 40]) {
  for (; uploads < target; uploads++) {
    const response = await post(
      '/media',
      { name: `bench-${uploads}.png`, type: 'image/png', bytes: bytes.length, dataUrl },
      token,
    )
    if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`)
  }
  const { ms, written } = await contactPost()
  const images = ((uploads * bytes.length) / 1024 / 1024).toFixed(0)
  console.log(
    `${String(uploads).padStart(7)}  ${images.padStart(11)}  ${(storage.size / 1024).toFixed(0).padStart(19)}  ${ms.toFixed(2).padStart(24)}  ${String(written).padStart(22)}`,
  )
}
server.close()
