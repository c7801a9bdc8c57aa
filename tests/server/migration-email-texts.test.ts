import { describe, expect, it } from 'vitest'
import { migrate } from '../../server/db/migrations'
import { sharedTestBackend } from '../../server/testing'
import { DEFAULT_EMAIL_TEMPLATES } from '../../api/rules/email-texts'

const backend = await sharedTestBackend()
const emailTexts = () => backend.db.selectFrom('records').select('data').where('collection', '=', 'emailTemplates').execute()
const forgetMigration4 = () => backend.db.deleteFrom('schema_migrations').where('version', '=', 4).execute()

describe('migration 4: e-mail texts (server)', () => {
  it('gives a database seeded before they existed the e-mail texts of the seed', async () => {
    await backend.db.deleteFrom('records').where('collection', '=', 'emailTemplates').execute()
    await forgetMigration4()
    expect(await migrate(backend.db)).toEqual([4])
    // The paid, reminder, expired, waiting-list and staff registration e-mails came later: optional, their defaults are
    // used while none is stored.
    const { registrationPaid: _1, holdReminder: _2, registrationExpired: _3, waitlistSeat: _4, registrationNotice: _5, alreadyRegistered: _6, ...textsOfMigration4 } =
      DEFAULT_EMAIL_TEMPLATES
    expect((await emailTexts()).map((row) => row.data)).toEqual([textsOfMigration4])
  })

  it('leaves an empty database to the seed, and texts an admin changed as they are', async () => {
    await backend.db.updateTable('records').set({ data: JSON.stringify({ ...DEFAULT_EMAIL_TEMPLATES, id: 'email-templates', contactMessageReceived: { subject: 'Mine', body: 'Mine' } }) }).where('collection', '=', 'emailTemplates').execute()
    await forgetMigration4()
    await migrate(backend.db)
    expect((await emailTexts())[0]!.data).toMatchObject({ contactMessageReceived: { subject: 'Mine' } })

    await backend.db.deleteFrom('records').execute()
    await forgetMigration4()
    await migrate(backend.db)
    expect(await backend.db.selectFrom('records').select('id').execute()).toEqual([])
  })
})

describe('migration 7: the e-mail kinds added since (server)', () => {
  it('gives stored texts the kinds they lack, and keeps the texts an admin set', async () => {
    const { registrationPaid: _1, holdReminder: _2, registrationExpired: _3, waitlistSeat: _4, registrationNotice: _5, alreadyRegistered: _6, ...older } =
      DEFAULT_EMAIL_TEMPLATES
    const mine = { ...older, contactMessageReceived: { subject: 'Mine', body: 'Mine' } }
    await backend.db.updateTable('records').set({ data: JSON.stringify(mine) }).where('collection', '=', 'emailTemplates').execute()
    await backend.db.deleteFrom('schema_migrations').where('version', '=', 7).execute()
    expect(await migrate(backend.db)).toEqual([7])
    const texts = (await emailTexts())[0]!.data as typeof DEFAULT_EMAIL_TEMPLATES
    expect(texts.contactMessageReceived).toEqual({ subject: 'Mine', body: 'Mine' })
    expect(Object.keys(texts).sort()).toEqual(Object.keys(DEFAULT_EMAIL_TEMPLATES).filter((kind) => kind !== 'alreadyRegistered').sort())
    // Written as the defaults were when the migration was: a later change of a default needs no change here.
    expect(texts.waitlistSeat!.subject).toBe('A seat is yours: {package} package')
  })
})

describe('migration 9: the e-mail to a registrant who sent the form again (server)', () => {
  it('gives stored texts the kind, and keeps the texts an admin set', async () => {
    const { alreadyRegistered: _added, ...before } = DEFAULT_EMAIL_TEMPLATES
    const mine = { ...before, registrationReceived: { subject: 'Mine', body: 'Mine' } }
    await backend.db
      .updateTable('records')
      .set({ data: JSON.stringify(mine) })
      .where('collection', '=', 'emailTemplates')
      .execute()
    await backend.db.deleteFrom('schema_migrations').where('version', '=', 9).execute()
    expect(await migrate(backend.db)).toEqual([9])
    const texts = (await emailTexts())[0]!.data as typeof DEFAULT_EMAIL_TEMPLATES
    expect(texts.registrationReceived).toEqual({ subject: 'Mine', body: 'Mine' })
    expect(texts.alreadyRegistered!.subject).toBe('You are already registered: {package} package')
    expect(Object.keys(texts).sort()).toEqual(Object.keys(DEFAULT_EMAIL_TEMPLATES).sort())
  })
})
