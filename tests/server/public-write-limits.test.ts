import { describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { sharedTestBackend } from '../../server/testing'
import { PUBLIC_WRITE_RULES, TOO_MANY_WRITES } from '../../api/rules/public-writes'
import { call } from '../setup/api'
import { onDay, SPEC_TODAY } from '../setup/clock'
import { sampleContact, sampleRegistration } from '../setup/inquiry-samples'

const backend = await sharedTestBackend()
/** The same server behind one proxy (TRUST_PROXY=1): X-Forwarded-For names the client. */
const behindProxy = await createApp({ db: backend.db, allowDemoReset: true, trustProxy: 1 })
const limits = PUBLIC_WRITE_RULES.limits

const stored = async (collection: string) =>
  Number(
    (
      await backend.db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('collection', '=', collection)
        .executeTakeFirstOrThrow()
    ).count,
  )
const outboxRows = async () =>
  Number((await backend.db.selectFrom('outbox').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()).count)

async function postFrom(client: string, path: string, body: unknown): Promise<Response> {
  return behindProxy.fetch(
    new Request(`http://localhost/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
      body: JSON.stringify(body),
    }),
  )
}

/** Sends `count` posts, `concurrency` at a time (a script does not wait for each answer). */
async function flood(count: number, send: (i: number) => Promise<{ status: number; headers: Headers; body: unknown }>) {
  const answers: Awaited<ReturnType<typeof send>>[] = []
  for (let start = 0; start < count; start += 25)
    answers.push(...(await Promise.all(Array.from({ length: Math.min(25, count - start) }, (_, i) => send(start + i)))))
  return answers
}

describe('public writes are limited per client address and per e-mail (server)', () => {
  it('accepts the limit of 1,000 scripted contact posts from one address; the rest get 429 with Retry-After', async () => {
    const before = await stored('contactMessages')
    const startedAt = performance.now()
    const answers = await flood(1000, (i) => call('POST', '/contact-messages', { body: { ...sampleContact, email: `bot${i}@example.ng` } }))
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
    const accepted = answers.filter((answer) => answer.status === 201)
    const refused = answers.filter((answer) => answer.status === 429)
    console.info(`1,000 contact posts from one address: ${accepted.length} accepted, ${refused.length} refused, in ${seconds} s`)
    expect(accepted).toHaveLength(limits.contactMessages.perAddress.max)
    expect(refused).toHaveLength(1000 - limits.contactMessages.perAddress.max)
    for (const answer of refused) {
      expect(answer.body).toEqual({ message: TOO_MANY_WRITES, issues: [] })
      const retryAfter = Number(answer.headers.get('Retry-After'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(limits.contactMessages.perAddress.windowMs / 1000)
    }
    expect(await stored('contactMessages')).toBe(before + limits.contactMessages.perAddress.max)
  }, 120_000)

  it('believes X-Forwarded-For only behind a trusted proxy', async () => {
    // Without TRUST_PROXY every post comes from the one connection, whatever the header claims.
    const direct = await flood(30, (i) =>
      fetch('http://localhost/api/contact-messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.0.0.${i}` },
        body: JSON.stringify({ ...sampleContact, email: `direct${i}@example.ng` }),
      }).then(async (response) => ({ status: response.status, headers: response.headers, body: await response.json() })),
    )
    expect(direct.filter((answer) => answer.status === 201)).toHaveLength(limits.contactMessages.perAddress.max)
    // Behind one proxy, each client has its own count.
    const proxied = await flood(30, (i) => postFrom(`10.0.1.${i}`, '/contact-messages', { ...sampleContact, email: `proxied${i}@example.ng` }).then(read))
    expect(proxied.every((answer) => answer.status === 201)).toBe(true)
  })

  it('limits one e-mail however many addresses it comes from', async () => {
    const answers = await flood(20, (i) => postFrom(`10.0.2.${i}`, '/contact-messages', sampleContact).then(read))
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(limits.contactMessages.perEmail.max)
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20 - limits.contactMessages.perEmail.max)
  })

  it('refuses a form sent sooner than a person could fill it in (422); a person-speed one is stored', async () => {
    const fast = await call('POST', '/contact-messages', { body: { ...sampleContact, fillMs: 400 } })
    expect(fast.status).toBe(422)
    expect(fast.body.issues).toEqual([])
    const human = await call('POST', '/contact-messages', { body: { ...sampleContact, fillMs: 45_000 } })
    expect(human.status).toBe(201)
    expect(human.body).not.toHaveProperty('fillMs')
  })
})

async function read(response: Response) {
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown }
}

describe('a script cannot hold seats (server)', () => {
  onDay(SPEC_TODAY)

  const seatsLeft = async () =>
    ((await call('GET', '/training-sessions')).body.items as { id: string; seatsLeft: number }[]).reduce((sum, s) => sum + s.seatsLeft, 0)

  it('takes at most the per-address limit of seats for 200 registrations from one address', async () => {
    const seatsBefore = await seatsLeft()
    const answers = await flood(200, (i) =>
      call('POST', '/registrations', { body: { ...sampleRegistration, fullName: `Bot Number ${i}`, email: `bot${i}@example.ng` } }),
    )
    const accepted = answers.filter((answer) => answer.status === 201).length
    expect(accepted).toBe(limits.registrations.perAddress.max)
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(200 - accepted)
    expect(seatsBefore - (await seatsLeft())).toBe(accepted)
  })

  it('takes at most the per-e-mail limit of seats for one e-mail from many addresses, one per session', async () => {
    const seatsBefore = await seatsLeft()
    const packages = ['beginner', 'intermediate', 'advanced', 'beginner', 'intermediate', 'advanced']
    const answers = []
    for (const [i, trainingPackage] of packages.entries())
      answers.push(await postFrom(`10.0.3.${i}`, '/registrations', { ...sampleRegistration, trainingPackage }).then(read))
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429, 429, 429])
    expect(seatsBefore - (await seatsLeft())).toBe(limits.registrations.perEmail.max)
  })

  it('the same e-mail twice for one session takes one seat and is answered from what was sent (200)', async () => {
    const seatsBefore = await seatsLeft()
    const outboxBefore = await outboxRows()
    const first = await call('POST', '/registrations', { body: sampleRegistration })
    const again = await call('POST', '/registrations', { body: { ...sampleRegistration, email: sampleRegistration.email.toUpperCase() } })
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ alreadyRegistered: true, email: sampleRegistration.email.toUpperCase(), trainingPackage: 'advanced' })
    expect(seatsBefore - (await seatsLeft())).toBe(1)
    // One registration's e-mails (the training team's and the registrant's), and the stored address told of the repeat.
    expect((await outboxRows()) - outboxBefore).toBe(3)
  })
})

describe('honeypot posts are answered but never stored (server)', () => {
  onDay(SPEC_TODAY)

  it('a contact message with the honeypot filled gets 201 and reaches neither the inbox nor the outbox', async () => {
    const [messages, emails] = [await stored('contactMessages'), await outboxRows()]
    const { status, body, headers } = await call('POST', '/contact-messages', { body: { ...sampleContact, website: 'https://spam.example' } })
    expect(status).toBe(201)
    expect(body).toMatchObject({ ...sampleContact, read: false })
    expect(body).not.toHaveProperty('website')
    expect(headers.get('Location')).toBe(`/api/contact-messages/${body.id}`)
    expect(await stored('contactMessages')).toBe(messages)
    expect(await outboxRows()).toBe(emails)
  })

  it('a registration with the honeypot filled gets 201, takes no seat and queues no e-mail', async () => {
    const [registrations, emails] = [await stored('registrations'), await outboxRows()]
    const sessionsBefore = (await call('GET', '/training-sessions')).body
    const { status, body } = await call('POST', '/registrations', { body: { ...sampleRegistration, website: 'cheap-pills' } })
    expect(status).toBe(201)
    expect(body).toMatchObject({ email: sampleRegistration.email, read: false })
    expect(await stored('registrations')).toBe(registrations)
    expect(await outboxRows()).toBe(emails)
    expect((await call('GET', '/training-sessions')).body).toEqual(sessionsBefore)
    expect((await call('GET', `/registrations/${body.id}`, { token: undefined })).status).toBe(401)
  })
})
