import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiPath, apiUrl, seed, sentEmails, server, setFaults, signIn, stored } from '../../mocks/testing'
import { sampleRegistration } from '../setup/inquiry-samples'
import { call } from '../setup/api'

/** The traps a new tester used to hit stay gone; each test starts from the seed. */
describe('the testing kit', () => {
  it('a fault rule and an override set in one test…', async () => {
    setFaults([{ match: 'GET /api/faqs', status: 500 }])
    server.use(http.get(apiPath('/values'), () => HttpResponse.json({ message: 'gone' }, { status: 410 })))
    await signIn()
    expect((await call('GET', '/faqs')).status).toBe(500)
    expect((await call('GET', '/values')).status).toBe(410)
  })

  it('…are gone in the next, with the seed back and no session left', async () => {
    expect((await call('GET', '/faqs')).status).toBe(200)
    expect((await call('GET', '/values')).status).toBe(200)
    expect(stored('sessions')).toEqual([])
  })

  it('seeds one collection with records checked by its schema, replacing or adding', async () => {
    await seed('services', [])
    expect((await call('GET', '/services')).body.total).toBe(0)
    const faq = { id: 'kit-q', topic: 'general' as const, question: 'Is it sunny?', answer: 'Mostly.' }
    await seed('faqs', [faq], { mode: 'add' })
    expect(stored('faqs').at(-1)).toMatchObject({ ...faq, order: stored('faqs').length - 1 })
    await expect(seed('faqs', [{ ...faq, question: '' }])).rejects.toThrow(/seed\(faqs\): record 0: question/)
    await expect(seed('noSuchThing' as 'faqs', [])).rejects.toThrow(/there is no collection "noSuchThing"/)
  })

  it('signs in for admin calls and shows what the mock stored and "sent"', async () => {
    const { token, headers } = await signIn()
    expect((await fetch(apiUrl('/settings/user'), { headers })).status).toBe(200)
    expect((await call('POST', '/registrations', { body: sampleRegistration })).status).toBe(201)
    expect(stored('registrations')).toHaveLength(1)
    expect(sentEmails()[0]?.subject).toMatch(/registration/i)
    expect((await call('GET', '/registrations', { token })).status).toBe(200)
  })

  it('replaces a whole response, status and body, with an override rule', async () => {
    setFaults([{ match: 'GET /api/services', status: 200, body: { items: [], total: 0, page: 1, pageSize: 100 }, times: 1 }])
    expect((await call('GET', '/services')).body).toEqual({ items: [], total: 0, page: 1, pageSize: 100 })
    expect((await call('GET', '/services')).body.total).toBeGreaterThan(0)
  })
})
