import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { createApi } from '../../api/app'
import type { Store } from '../../api/store'
import { initDb, resetDb, setDbStorage } from '../../mocks/db'
import { getBlob, memoryBlobStore, setBlobStore } from '../../mocks/store/blobs'
import { browserStore } from '../../mocks/store/browser-store'
import { STORE_KEYS } from '../../mocks/store/keys'
import { sqlStore } from '../../server/db/sql-store'
import { sharedTestBackend } from '../../server/testing'
import { WITHOUT_LIMITS } from '../../api/rules/public-writes'
import type { TrainingSession } from '../../src/api/schemas'
import { sampleContact, sampleRegistration } from '../setup/inquiry-samples'
import { MemoryStorage } from '../setup/memory-storage'

/**
 * The seam's promise (api/store.ts): `transaction(work)` is stored whole or not at all, on each store by itself: no
 * transport around it (the browser store is used as an app built on it would, without msw). A throw after some writes
 * leaves no record, seat, upload or e-mail behind, in memory or in what a reload reads.
 */
const backend = await sharedTestBackend()
let storage = new MemoryStorage()

const stores: { name: string; store: () => Store; reset: () => Promise<void> }[] = [
  {
    name: 'the browser store',
    store: () => browserStore(),
    async reset() {
      storage = new MemoryStorage()
      setDbStorage(storage)
      setBlobStore(memoryBlobStore())
      await resetDb()
    },
  },
  { name: 'the SQL store', store: () => sqlStore(backend.db), reset: () => backend.reset() },
]

afterAll(() => setDbStorage(null))

const FILE = 'media-seam-test'
const seats = async (store: Store) => (await store.records('trainingSessions').all<TrainingSession>()).map((s) => [s.id, s.seatsLeft])

/** Everything a write below could leave behind. */
async function trace(store: Store) {
  const records = Object.fromEntries(
    await Promise.all(
      ['contactMessages', 'registrations', 'pages', 'faqs', 'activity'].map(async (name) => [name, await store.records(name).all()] as const),
    ),
  )
  const file = await store.uploads.get(FILE)
  return { records, seats: await seats(store), outbox: (await store.outbox.list(1, 100)).total, file: file ? file.bytes.length : null }
}

/** Every e-mail the store is asked to queue in a transaction fails: the mail comes last in every route that sends one. */
function mailFails(store: Store): Store {
  const failing = (trx: Store): Store => ({
    ...trx,
    transaction: (work) => work(failing(trx)),
    outbox: { ...trx.outbox, enqueue: async () => Promise.reject(new Error('The mail queue is down')) },
  })
  return { ...store, transaction: (work) => store.transaction((trx) => work(failing(trx))) }
}

const post = (app: { fetch: (request: Request) => Response | Promise<Response> }, path: string, body: unknown) =>
  app.fetch(new Request(`http://localhost/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }))

describe.each(stores)('a transaction that throws leaves no trace: $name', ({ name, store: storeOf, reset }) => {
  beforeEach(reset)

  it('undoes its records, seats, uploads and e-mails', async () => {
    const store = storeOf()
    const before = await trace(store)
    const stored = new Map(storage.items)
    const [session] = (await store.records('trainingSessions').all<TrainingSession>()).filter((s) => s.seatsLeft > 0)
    const [home] = await store.records('pages').all()
    const [faq] = await store.records('faqs').all()

    const failed = store.transaction(async (trx) => {
      await trx.records('contactMessages').insert({ ...sampleContact, id: 'message-seam', createdAt: new Date().toISOString(), read: false })
      expect(await trx.seats.take(session!.id)).toBeDefined()
      await trx.uploads.put(FILE, { type: 'image/png', bytes: new Uint8Array([1, 2, 3]) })
      await trx.outbox.enqueue({ to: 'staff@example.ng', subject: 'A message', body: 'Sent, then undone' })
      await trx.records('pages').replace({ ...home!, title: 'Written, then undone' })
      await trx.records('faqs').remove(faq!.id)
      // A transaction within one is part of it (as in SQL).
      await trx.transaction((inner) => inner.records('activity').insert({ id: 'activity-seam', entity: 'page', entityId: 'home', label: 'x', action: 'updated', at: new Date().toISOString() }))
      expect((await trx.records('pages').get(home!.id))?.title).toBe('Written, then undone')
      throw new Error('after the writes')
    })

    await expect(failed).rejects.toThrow('after the writes')
    expect(await trace(store)).toEqual(before)
    if (name === 'the browser store') {
      expect(storage.items).toEqual(stored)
      expect(await getBlob(FILE)).toBeUndefined()
      // A new visit reads the same.
      await initDb()
      expect(await trace(storeOf())).toEqual(before)
    }
  })

  it('stores all of it when the work ends', async () => {
    const store = storeOf()
    await store.transaction(async (trx) => {
      await trx.records('contactMessages').insert({ ...sampleContact, id: 'message-seam', createdAt: new Date().toISOString(), read: false })
      await trx.uploads.put(FILE, { type: 'image/png', bytes: new Uint8Array([1, 2, 3]) })
    })
    if (name === 'the browser store') {
      expect(storage.keysStartingWith(STORE_KEYS.record).some((key) => key.includes('message-seam'))).toBe(true)
      await initDb()
    }
    const after = await trace(storeOf())
    expect(after.records.contactMessages?.some((message) => message.id === 'message-seam')).toBe(true)
    expect(after.file).toBe(3)
  })

  it('an app on the store: a request whose e-mail fails in its transaction answers 500 and stores nothing', async () => {
    const store = storeOf()
    const app = createApi({ store: mailFails(store), allowDemoReset: true, publicWrites: () => ({ ...WITHOUT_LIMITS, minFillMs: 0 }) })
    const before = await trace(store)
    const stored = new Map(storage.items)

    // The message is inserted, then its e-mail to the staff fails.
    expect((await post(app, '/contact-messages', sampleContact)).status).toBe(500)
    // The registration takes a seat and is inserted, then its e-mails fail.
    expect((await post(app, '/registrations', sampleRegistration)).status).toBe(500)

    expect(await trace(store)).toEqual(before)
    if (name === 'the browser store') expect(storage.items).toEqual(stored)
    // And with the mail working, the same requests are stored.
    const working = createApi({ store, allowDemoReset: true, publicWrites: () => ({ ...WITHOUT_LIMITS, minFillMs: 0 }) })
    expect((await post(working, '/contact-messages', sampleContact)).status).toBe(201)
    expect((await trace(store)).outbox).toBeGreaterThan(before.outbox)
  })
})
