import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { isTextEncodingError, textEncodingError } from '../../api/rules/encoding-error'
import { sharedTestBackend } from '../../server/testing'

const backend = await sharedTestBackend()
const refusal = (query: Promise<unknown>) =>
  query.then(
    () => null,
    (error: unknown) => error,
  )

/** The backstop behind the checks of bodies and addresses: what Postgres refuses is the client's input, a 400. */
describe('text the database cannot store (server)', () => {
  it('is recognised in jsonb (a NUL, a lone surrogate) and in text (a NUL), and answered as a 400', async () => {
    const db = backend.db
    const errors = [
      await refusal(sql`select ${JSON.stringify({ a: 'x\u0000' })}::jsonb`.execute(db)),
      await refusal(sql`select ${JSON.stringify({ a: 'x\ud800' })}::jsonb`.execute(db)),
      await refusal(db.selectFrom('records').select('id').where('id', '=', 'x\u0000').execute()),
    ]
    expect(errors.map(isTextEncodingError)).toEqual([true, true, true])
    expect(textEncodingError()).toMatchObject({ status: 400, issues: [] })
    // Other errors stay what they are: a bug is still a 500.
    expect(isTextEncodingError(await refusal(sql`select '{bad'::jsonb`.execute(db)))).toBe(false)
    expect(isTextEncodingError(await refusal(sql`select 'x'::int`.execute(db)))).toBe(false)
  })
})
