// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { call, signIn } from '../setup/api'
import { storedRegistration } from '../setup/inquiry-samples'
import { storeRecords } from '../setup/store-records'

// Part of the contract suite: the inbox's lists are paged, searched and filtered alike on the mock and on the server.

let token: string
beforeEach(async () => {
  token = await signIn()
  await storeRecords('registrations', [
    // Stored before statuses existed: it counts as awaiting payment.
    storedRegistration(1, { fullName: 'Ọlá Adébáyọ̀', phone: '08031234567' }),
    storedRegistration(2, { status: 'awaiting-payment', read: true, payment: { reference: 'PAY-REF-22', checkoutUrl: '/pay' } }),
    storedRegistration(3, {
      status: 'paid',
      trainingPackage: 'beginner',
      sessionId: 'session-2025-06-30',
      sessionTitle: 'Beginner',
    }),
    storedRegistration(4, { status: 'cancelled', read: true }),
    storedRegistration(5, { status: 'waiting', sessionId: null, sessionTitle: 'Next cohort' }),
  ])
})

const list = async (query: string) => {
  const { status, body } = await call('GET', `/registrations?${query}`, { token })
  expect(status).toBe(200)
  return { names: (body.items as { fullName: string }[]).map((item) => item.fullName), total: body.total as number, body }
}

describe('GET /registrations filters', () => {
  it('by status, a registration stored without one counting as awaiting payment', async () => {
    expect(await list('status=awaiting-payment')).toMatchObject({ names: ['Registrant 2', 'Ọlá Adébáyọ̀'], total: 2 })
    expect((await list('status=paid')).names).toEqual(['Registrant 3'])
    expect((await list('status=cancelled&status=waiting')).names).toEqual(['Registrant 5', 'Registrant 4'])
    const { body } = await list('pageSize=1&facets=status')
    expect(body.facets.status).toEqual(
      expect.arrayContaining([
        { value: 'awaiting-payment', count: 2 },
        { value: 'paid', count: 1 },
      ]),
    )
  })

  it('by session (null: the next cohort), package and read state, together', async () => {
    expect((await list('sessionId=session-2025-06-30')).names).toEqual(['Registrant 3'])
    expect((await list('sessionId=null')).names).toEqual(['Registrant 5'])
    expect((await list('trainingPackage=advanced&read=false')).names).toEqual(['Registrant 5', 'Ọlá Adébáyọ̀'])
    expect((await list('read=false&pageSize=1')).total).toBe(3)
    expect((await list('status=awaiting-payment&read=true')).names).toEqual(['Registrant 2'])
  })

  it('searches names (accents ignored), e-mails, phones and payment references, and pages the result', async () => {
    expect((await list('q=ola%20adebayo')).names).toEqual(['Ọlá Adébáyọ̀'])
    expect((await list('q=0803123')).names).toEqual(['Ọlá Adébáyọ̀'])
    expect((await list('q=pay-ref-22')).names).toEqual(['Registrant 2'])
    expect((await list('q=registrant-4@')).names).toEqual(['Registrant 4'])
    const second = await list('q=registrant&pageSize=2&page=2')
    expect(second).toMatchObject({ names: ['Registrant 3', 'Registrant 2'], total: 5 })
  })

  it('answers 400 naming a parameter it does not know', async () => {
    const { status, body } = await call('GET', '/registrations?colour=red', { token })
    expect(status).toBe(400)
    expect(body.issues).toEqual([expect.objectContaining({ path: 'colour' })])
  })
})

describe('GET /contact-messages filters', () => {
  it('by read state: the unread total is counted over every message, not a page', async () => {
    await storeRecords(
      'contactMessages',
      Array.from({ length: 130 }, (_, n) => ({
        id: `message-stored-${n}`,
        name: `Visitor ${n}`,
        email: `visitor-${n}@example.ng`,
        service: 'residential',
        message: 'Hello',
        createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
        read: n % 3 === 0,
      })),
    )
    const { body } = await call('GET', '/contact-messages?read=false&pageSize=1', { token })
    expect(body.total).toBe(86)
  })
})

describe('a filter of fixed options', () => {
  it('answers 400 naming the parameter and its options for a value it cannot take', async () => {
    const { status, body } = await call('GET', '/registrations?status=paid&status=lost&trainingPackage=advanced', { token })
    expect(status).toBe(400)
    expect(body.issues).toEqual([
      { path: 'status', message: 'status must be one of awaiting-payment, paid, cancelled, expired, waiting' },
    ])
    const services = await call('GET', '/contact-messages/export?service=plumbing', { token })
    expect(services.status).toBe(400)
    expect(services.body.issues[0].path).toBe('service')
  })
})
