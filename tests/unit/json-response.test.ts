// @vitest-environment node
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { json } from '../../mocks/json-response'

describe('the mock API’s JSON responses', () => {
  it('carry what HttpResponse.json gives: the body, its type and its byte length (₦ is three bytes)', async () => {
    const body = { price: '₦450,000', items: [1, 2], note: 'Éko' }
    const ours = json(body, { status: 201, headers: { Location: '/api/x/1' } })
    const msw = HttpResponse.json(body, { status: 201, headers: { Location: '/api/x/1' } })
    expect(ours.status).toBe(201)
    expect([...ours.headers]).toEqual([...msw.headers])
    const text = await ours.text()
    expect(text).toBe(await msw.text())
    expect(Number(ours.headers.get('Content-Length'))).toBe(Buffer.byteLength(text))
    expect(Number(ours.headers.get('Content-Length'))).toBe(text.length + 2 + 1)
  })

  it('keep a Content-Type the handler gives, and leave out a stored record’s symbol-keyed internals', async () => {
    const record = Object.assign({ id: 'a' }, { [Symbol('primaryKey')]: 'id' })
    const response = json(record, { headers: { 'Content-Type': 'application/problem+json' } })
    expect(response.headers.get('Content-Type')).toBe('application/problem+json')
    expect(await response.json()).toEqual({ id: 'a' })
  })
})
