// An outside suite: only the package's public testing entry, no setup file of ours. Vitest runs this
// file twice, under jsdom (project "examples") and under node (project "examples-node").
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiPath, apiUrl, seed, sentEmails, server, setFaults, setupMockApi, signIn, stored } from 'solar-site/testing'

setupMockApi({ onUnhandledRequest: 'error' })

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(apiUrl(path), {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const registration = {
  fullName: 'Aisha Bello',
  email: 'aisha@example.ng',
  phone: '+2348031112222',
  whatsappNumber: '+2348031112222',
  address: '3 Okpanam Road, Asaba',
  gender: 'female',
  professionalStatus: 'student',
  trainingPackage: 'advanced',
  referralSource: 'friend',
  termsAccepted: true,
}

describe(`an outside suite under ${process.env.KIT_ENVIRONMENT}`, () => {
  it('runs in the environment its project names', () => {
    expect(typeof document).toBe(process.env.KIT_ENVIRONMENT === 'node' ? 'undefined' : 'object')
  })

  it('seeds one collection, signs in, makes one endpoint fail and reads a stored registration', async () => {
    await seed('faqs', [{ id: 'q1', topic: 'general', question: 'Do panels work in harmattan?', answer: 'Yes.' }])
    expect((await (await send('GET', '/faqs')).json()).items).toMatchObject([{ id: 'q1', order: 0 }])

    const { headers } = await signIn()
    expect((await send('GET', '/registrations', undefined, headers)).status).toBe(200)

    server.use(http.get(apiPath('/services'), () => HttpResponse.json({ message: 'Down', issues: [] }, { status: 503 })))
    expect((await send('GET', '/services')).status).toBe(503)

    expect((await send('POST', '/registrations', registration)).status).toBe(201)
    expect(stored('registrations')).toMatchObject([{ fullName: 'Aisha Bello', email: 'aisha@example.ng' }])
    expect(sentEmails()).toHaveLength(1)
  })

  it('leaves a fault rule, an override, a session and records behind…', async () => {
    setFaults([{ match: 'GET /api/testimonials', status: 500 }])
    server.use(http.get(apiPath('/values'), () => HttpResponse.json({ message: 'Gone', issues: [] }, { status: 410 })))
    await signIn()
    await seed('faqs', [])
    expect((await send('GET', '/testimonials')).status).toBe(500)
    expect((await send('GET', '/values')).status).toBe(410)
    expect((await send('POST', '/registrations', registration)).status).toBe(201)
  })

  it('…that the reset before the next test has removed', async () => {
    expect((await send('GET', '/testimonials')).status).toBe(200)
    expect((await send('GET', '/values')).status).toBe(200)
    expect(stored('sessions')).toEqual([])
    expect(stored('registrations')).toEqual([])
    expect((await (await send('GET', '/faqs')).json()).total).toBeGreaterThan(1)
  })

  it('answers a JSON 404 for an API path it does not have', async () => {
    const response = await send('GET', '/no-such-endpoint')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/no API endpoint/), issues: [] })
  })
})
