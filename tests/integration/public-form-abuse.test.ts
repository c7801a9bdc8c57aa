// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { PUBLIC_WRITE_RULES, setPublicWriteRules, stored } from '../../mocks/testing'
import { FILLED_TOO_FAST, TOO_MANY_WRITES } from '../../api/rules/public-writes'
import { call } from '../setup/api'
import { onDay, SPEC_TODAY } from '../setup/clock'
import { sampleContact, sampleRegistration } from '../setup/inquiry-samples'

// The browser store keeps the server's rules: the demo refuses what the server would.

const seatsOf = async () =>
  ((await call('GET', '/training-sessions')).body.items as { id: string; seatsLeft: number }[]).map((s) => [s.id, s.seatsLeft])

describe('the public forms on the browser store', () => {
  onDay(SPEC_TODAY)

  it('answers a contact message with the honeypot filled as sent (201) and keeps nothing', async () => {
    const before = stored('contactMessages').length
    const { status, body } = await call('POST', '/contact-messages', { body: { ...sampleContact, website: 'https://spam.example' } })
    expect(status).toBe(201)
    expect(body).toMatchObject(sampleContact)
    expect(stored('contactMessages')).toHaveLength(before)
  })

  it('answers a registration with the honeypot filled as made (201), takes no seat and keeps nothing', async () => {
    const [before, seats] = [stored('registrations').length, await seatsOf()]
    const { status, body } = await call('POST', '/registrations', { body: { ...sampleRegistration, website: 'x' } })
    expect(status).toBe(201)
    expect(body.notificationEmail.to).toBeTruthy()
    expect(stored('registrations')).toHaveLength(before)
    expect(await seatsOf()).toEqual(seats)
  })

  it('answers the same e-mail for the same session from what was sent (200), one seat taken', async () => {
    const [before, seats] = [stored('registrations').length, await seatsOf()]
    const first = await call('POST', '/registrations', { body: sampleRegistration })
    const again = await call('POST', '/registrations', { body: sampleRegistration })
    expect([first.status, again.status]).toEqual([201, 200])
    expect(again.body).toEqual({ alreadyRegistered: true, email: sampleRegistration.email, trainingPackage: sampleRegistration.trainingPackage })
    expect(stored('registrations')).toHaveLength(before + 1)
    const taken = (await seatsOf()).filter(([id, left]) => seats.find(([was]) => was === id)![1] !== left)
    expect(taken).toEqual([[first.body.sessionId, (seats.find(([id]) => id === first.body.sessionId)![1] as number) - 1]])
  })

  it('limits contact messages per address: 429 with Retry-After past the limit', async () => {
    const { max } = PUBLIC_WRITE_RULES.limits.contactMessages.perAddress
    const statuses = []
    for (let i = 0; i <= max; i++)
      statuses.push(await call('POST', '/contact-messages', { body: { ...sampleContact, email: `person${i}@example.ng` } }))
    expect(statuses.slice(0, max).every((answer) => answer.status === 201)).toBe(true)
    const refused = statuses[max]!
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ message: TOO_MANY_WRITES, issues: [] })
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
  })

  it('refuses a form sent too soon once the minimum time is on (the testing kit leaves it off)', async () => {
    setPublicWriteRules(PUBLIC_WRITE_RULES)
    const fast = await call('POST', '/contact-messages', { body: { ...sampleContact, fillMs: 500 } })
    expect(fast.status).toBe(422)
    expect(fast.body.message).toBe(FILLED_TOO_FAST)
    expect((await call('POST', '/contact-messages', { body: { ...sampleContact, fillMs: 8000 } })).status).toBe(201)
  })
})
