import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { recordUpgrades, type RecordUpgrade } from '../../api/record-upgrades'
import { DEFAULT_EMAIL_TEMPLATES } from '../../api/rules/email-texts'
import { initDb, resetDb, seedData, setDbStorage } from '../../mocks/db'
import { browserStore } from '../../mocks/store/browser-store'
import { storageKey } from '../../mocks/store/record-keys'
import { migrate, migrations } from '../../server/db/migrations'
import { sqlStore } from '../../server/db/sql-store'
import { sharedTestBackend } from '../../server/testing'
import { MemoryStorage } from '../setup/memory-storage'

/**
 * A record-shape upgrade is declared once (api/record-upgrades.ts): the SQL store runs it as its migration, the
 * browser store as it reads a stored record. A record written in its oldest shape reads the same through both.
 */
const backend = await sharedTestBackend()
afterAll(() => setDbStorage(null))

/** Through the browser store: the record stored in this shape by an earlier version, then a new visit. */
async function readInBrowser(collection: 'emailTemplates' | 'faqs', record: Record<string, unknown> & { id: string }) {
  const storage = new MemoryStorage()
  setDbStorage(storage)
  await resetDb()
  storage.setItem(storageKey(collection, record.id), JSON.stringify({ at: 1, record }))
  const report = await initDb()
  expect(report.setAside).toEqual([])
  return browserStore().records(collection).get(record.id)
}

/** Through the SQL store: the row written in this shape before the upgrade's migration ran, then migrated. */
async function readInSql(collection: string, record: Record<string, unknown> & { id: string }, versions: number[]) {
  await backend.reset()
  await backend.db.deleteFrom('records').where('collection', '=', collection).where('id', '=', record.id).execute()
  await backend.db.insertInto('records').values({ collection, id: record.id, data: JSON.stringify(record) }).execute()
  await backend.db.deleteFrom('schema_migrations').where('version', 'in', versions).execute()
  expect(await migrate(backend.db)).toEqual(versions)
  return sqlStore(backend.db).records(collection).get(record.id)
}

describe('record-shape upgrades, declared once', () => {
  afterEach(() => backend.reset())

  it('e-mail texts in their oldest shape (migration 4, an admin edit) read the same through both stores', async () => {
    const { registrationReceived, contactMessageReceived } = DEFAULT_EMAIL_TEMPLATES
    const oldest = { id: 'email-templates', registrationReceived: { ...registrationReceived, subject: 'Mine, {name}' }, contactMessageReceived }
    const versions = recordUpgrades.filter((u) => u.collection === 'emailTemplates').map((u) => u.migration)
    expect(versions).toEqual([7, 9])

    const browser = await readInBrowser('emailTemplates', oldest)
    const server = await readInSql('emailTemplates', oldest, versions)
    expect(browser).toEqual(server)
    expect(browser).toMatchObject({ registrationReceived: { subject: 'Mine, {name}' } })
    expect(Object.keys(browser!).sort()).toEqual(Object.keys(DEFAULT_EMAIL_TEMPLATES).sort())
  })

  it('an upgrade added to the list is run by both: the browser store as it reads, the SQL store as a migration', async () => {
    const faq = seedData.faqs[0]!
    // A made-up earlier shape: the question was called `title`.
    const { question, ...rest } = faq
    const older = { ...rest, title: question }
    const renamed: RecordUpgrade = {
      migration: 1000,
      name: 'test: faqs call their question `question`',
      collection: 'faqs',
      upgrade: ({ title, ...record }) => (title === undefined ? record : { ...record, question: title }) as typeof record,
    }
    recordUpgrades.push(renamed)
    try {
      expect(migrations.map((m) => m.version)).not.toContain(1000) // the list as the module loaded: not this test's
      const browser = await readInBrowser('faqs', older)
      const server = await readInSql('faqs', older, [1000])
      expect(browser).toEqual(faq)
      expect(server).toEqual(faq)
    } finally {
      recordUpgrades.splice(recordUpgrades.indexOf(renamed), 1)
      await backend.db.deleteFrom('schema_migrations').where('version', '=', 1000).execute()
    }
  })

  it('each upgrade leaves a record in its new shape as it is (the browser store runs them on every load), in migration order', () => {
    const inOrder = recordUpgrades.map((u) => u.migration)
    expect(inOrder).toEqual([...inOrder].sort((a, b) => a - b))
    for (const { collection, upgrade } of recordUpgrades) {
      for (const record of seedData[collection as keyof typeof seedData] as Array<Record<string, unknown> & { id: string }>) {
        const once = upgrade(record)
        expect(upgrade(once)).toEqual(once)
      }
    }
  })

  it('a migration already run is not run again: numbering kept, 7 and 9 recorded as before', async () => {
    const versions = migrations.map((m) => m.version)
    expect(versions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(await migrate(backend.db)).toEqual([])
  })
})
