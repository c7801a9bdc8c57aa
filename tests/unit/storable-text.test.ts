// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { HttpError } from '../../api/rules/http-error'
import { readBody } from '../../api/rules/read-body'
import { addressProblem } from '../../api/rules/url-check'
import { contactInputSchema, registrationInputSchema } from '../../src/api/schemas'
import { isStorableText, UNSTORABLE_TEXT_MESSAGE, unstorableTextIssues } from '../../api/rules/storable-text'
import { sampleContact, sampleRegistration } from '../setup/inquiry-samples'

const post = (body: unknown) =>
  new Request('http://localhost/api/x', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
const refusal = (body: unknown, schema: Parameters<typeof readBody>[1]) =>
  readBody(post(body), schema).then(
    () => null,
    (error: HttpError) => ({ status: error.status, message: error.message, issues: error.issues }),
  )

describe('text the API can store', () => {
  it('is any Unicode text but a NUL character or half of a surrogate pair', () => {
    expect(['Ọ̀ṣọ́ 🌞 ₦75,000', 'line\nbreak\ttab', '', '\ud83c\udf1e'].filter((text) => !isStorableText(text))).toEqual([])
    expect(['a\u0000b', '\u0000', 'x\ud800', '\udc00x', 'a\ud800b', '\udf1e\ud83c'].filter(isStorableText)).toEqual([])
  })

  it('names every field and key that holds anything else, in the order of the body', () => {
    const body = { name: 'ok', items: [{ title: 'a\u0000' }, { title: 'fine', ['k\ud800']: 'v' }], note: '\udc00' }
    expect(unstorableTextIssues(body)).toEqual([
      { path: 'items.0.title', message: UNSTORABLE_TEXT_MESSAGE },
      { path: 'items.1.k\ud800', message: UNSTORABLE_TEXT_MESSAGE },
      { path: 'note', message: UNSTORABLE_TEXT_MESSAGE },
    ])
  })

  it('walks a body nested 100,000 deep without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`)
    expect(unstorableTextIssues(deep)).toHaveLength(1)
  })
})

describe('readBody refuses them in every schema with a 422 naming the field', () => {
  it('a contact message holding a NUL, a registration address holding a lone surrogate', async () => {
    expect(await refusal({ ...sampleContact, message: 'Hello\u0000' }, contactInputSchema)).toEqual({
      status: 422,
      message: 'Some fields are not valid',
      issues: [{ path: 'message', message: UNSTORABLE_TEXT_MESSAGE }],
    })
    expect(await refusal({ ...sampleRegistration, address: '3 Okpanam Road \ud800' }, registrationInputSchema)).toEqual({
      status: 422,
      message: 'Some fields are not valid',
      issues: [{ path: 'address', message: UNSTORABLE_TEXT_MESSAGE }],
    })
  })

  it('beside the schema’s own issues, one issue a field', async () => {
    const result = await refusal(
      { ...sampleContact, email: 'nope', name: 'Emeka\u0000', message: 'Hi\ud800' },
      contactInputSchema,
    )
    expect(result!.issues.map((issue) => issue.path).sort()).toEqual(['email', 'message', 'name'])
  })
})

describe('an address holding a NUL', () => {
  it('is refused, in an id, a file name or a parameter', () => {
    for (const path of ['/api/services/%00', '/api/services/a%00b', '/uploads/%00.png', '/api/blog-posts?q=%00'])
      expect(addressProblem(new URL(path, 'http://localhost')), path).toMatch(/NUL character/)
    expect(addressProblem(new URL('/api/services/residential?q=%2500', 'http://localhost'))).toBeNull()
  })
})
