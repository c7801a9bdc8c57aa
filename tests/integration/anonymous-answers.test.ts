// @vitest-environment node
import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OpenApiDocument } from '../../api/openapi/document'
import type { OutboxPage, Registration } from '../../src/api/schemas'
import { validBodies } from '../fuzz/targets'
import { call, liftPublicWriteLimits, signIn } from '../setup/api'
import { onDay, SPEC_TODAY } from '../setup/clock'

// Part of the contract suite: on the browser store and on the SQL store alike, no answer to a request without a
// session carries what a registrant stored, whatever the request sends (decision 025).

/** A registrant whose stored name, phone, WhatsApp and address appear nowhere else. */
const KNOWN = {
  fullName: 'Ngozika Adaeze Umeh',
  email: 'ngozika.umeh@example.ng',
  phone: '+234 802 555 0142',
  whatsappNumber: '+234 905 555 0199',
  address: '41 Zik Avenue, Awka, Anambra State',
  gender: 'female',
  professionalStatus: 'professional',
  organization: 'Umeh Solar Services',
  trainingPackage: 'intermediate',
  sessionId: 'session-2025-07-25',
  referralSource: 'friend',
  termsAccepted: true,
}
/** What must never come back: the stored personal fields, as stored and as bare digits. */
const SECRETS = [KNOWN.fullName, KNOWN.phone, '2348025550142', KNOWN.whatsappNumber, '2349055550199', KNOWN.address]

/** Junk in every field a person types, so an answer built from what was sent carries none of the stored values. */
const JUNK = {
  fullName: 'Somebody Else',
  phone: '+234 700 000 0000',
  whatsappNumber: '+234 700 000 0001',
  address: 'Nowhere Street',
  gender: 'male',
  professionalStatus: 'student',
  referralSource: 'billboard',
  termsAccepted: true,
}

type Known = { registration: Registration; reference: string; token: string }

let token: string
beforeEach(async () => {
  token = await signIn()
  await liftPublicWriteLimits()
})
onDay(SPEC_TODAY)

async function registerKnown(): Promise<Known> {
  const { status, body } = await call('POST', '/registrations', { body: KNOWN })
  expect(status).toBe(201)
  const registration = body as Registration
  return { registration, reference: registration.payment!.reference, token }
}

const mailsTo = async (to: string) =>
  ((await call('GET', '/outbox?pageSize=100', { token })).body as OutboxPage).items.filter((mail) => mail.to === to)
const registrationsStored = async () =>
  ((await call('GET', '/registrations?pageSize=100', { token })).body as { total: number }).total
const seatsLeft = async () =>
  ((await call('GET', '/training-sessions')).body.items as { id: string; seatsLeft: number }[]).map((s) => [s.id, s.seatsLeft])

/** The fields a request may carry that name the known registrant: set to its e-mail (another case), session and reference. */
function aimedAt(body: unknown, known: Known, withSession: boolean): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const aimed: Record<string, unknown> = { ...body }
  if ('email' in aimed) aimed.email = KNOWN.email.toUpperCase()
  if ('trainingPackage' in aimed) Object.assign(aimed, JUNK, { trainingPackage: KNOWN.trainingPackage })
  if ('trainingPackage' in aimed) delete aimed.sessionId
  if ('trainingPackage' in aimed && withSession) aimed.sessionId = KNOWN.sessionId
  if ('reference' in aimed) aimed.reference = known.reference
  if ('data' in aimed && typeof aimed.data === 'object') aimed.data = { ...(aimed.data as object), reference: known.reference }
  return aimed
}

/** The bodies to send an operation: a valid one aimed at the known registrant (with and without its session), or just its e-mail and reference. */
function bodiesFor(operationId: string, hasBody: boolean, known: Known): unknown[] {
  if (!hasBody) return [undefined]
  const valid = validBodies[operationId]
  const sample = valid ? fc.sample(valid, { numRuns: 1, seed: 25 })[0] : { email: KNOWN.email, reference: known.reference }
  return [aimedAt(sample, known, false), aimedAt(sample, known, true)]
}

/** The operation's path with every parameter naming the known registration: its payment reference, or its id. */
const pathFor = (path: string, known: Known) =>
  path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(name === 'reference' ? known.reference : known.registration.id),
  )

describe('no anonymous answer carries stored personal data', () => {
  it('walks every operation of the OpenAPI document without a session, aimed at a known registrant', async () => {
    const known = await registerKnown()
    const document = (await call('GET', '/openapi.json')).body as OpenApiDocument
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(
        methods as Record<string, { operationId: string; requestBody?: unknown; parameters?: { name: string; in: string }[] }>,
      ).map(([method, operation]) => ({ path, method, ...operation })),
    )
    expect(operations.length).toBeGreaterThan(50)
    const answered: { request: string; status: number }[] = []
    for (const operation of operations) {
      const searchable = operation.parameters?.some((parameter) => parameter.in === 'query' && parameter.name === 'q')
      const paths = [
        pathFor(operation.path, known),
        ...(searchable ? [`${pathFor(operation.path, known)}?q=${encodeURIComponent(KNOWN.email)}`] : []),
      ]
      for (const path of paths)
        for (const body of bodiesFor(operation.operationId, operation.requestBody !== undefined, known)) {
          const answer = await call(operation.method.toUpperCase(), path, body === undefined ? {} : { body })
          const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? '')
          const request = `${operation.method.toUpperCase()} ${path} ${JSON.stringify(body ?? '')}`
          for (const secret of SECRETS)
            expect(text.toLowerCase(), `${request} → ${answer.status}`).not.toContain(secret.toLowerCase())
          if (!request.includes(known.reference) && !request.includes(encodeURIComponent(known.reference)))
            expect(text, `${request} → ${answer.status}: the payment reference`).not.toContain(known.reference)
          answered.push({ request, status: answer.status })
        }
    }
    // The repeated registration was among them, with and without the session, and answered (not refused).
    const repeats = answered.filter(({ request }) => request.startsWith('POST /registrations {'))
    expect(repeats.map(({ status }) => status)).toEqual([200, 200])
  })

  it('the payment status a reference reads is its status and amount, nothing personal', async () => {
    const known = await registerKnown()
    const { status, body } = await call('GET', `/payments/${known.reference}`)
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['amount', 'reference', 'status'])
  })
})

describe('a repeated registration (decision 025)', () => {
  it.each([
    [
      'with its session, the e-mail in capitals',
      { ...JUNK, email: KNOWN.email.toUpperCase(), trainingPackage: 'intermediate', sessionId: KNOWN.sessionId },
    ],
    [
      'without a session, the e-mail in mixed case',
      { ...JUNK, email: 'NgozikA.Umeh@Example.ng', trainingPackage: 'intermediate' },
    ],
  ])('%s: answers 200 from what was sent, stores nothing, and e-mails the stored address', async (_case, sent) => {
    const known = await registerKnown()
    const [stored, seats, mails] = [await registrationsStored(), await seatsLeft(), (await mailsTo(KNOWN.email)).length]
    const { status, body } = await call('POST', '/registrations', { body: sent })
    expect(status).toBe(200)
    expect(body).toEqual({
      alreadyRegistered: true,
      email: sent.email,
      trainingPackage: 'intermediate',
      ...('sessionId' in sent ? { sessionId: sent.sessionId } : {}),
    })
    expect(await registrationsStored()).toBe(stored)
    expect(await seatsLeft()).toEqual(seats)
    const after = await mailsTo(KNOWN.email)
    expect(after.length - mails).toBe(1)
    // The outbox lists the newest first.
    expect(after[0]!.subject).toBe('You are already registered: Intermediate package')
    expect(after[0]!.body).toContain(`Dear ${KNOWN.fullName},`)
    expect(after[0]!.body).toContain(`/payment/${known.reference}`)
    // The stored address is e-mailed, not the one typed.
    expect(await mailsTo(sent.email)).toEqual([])
  })

  it('a registrant on the waiting list hears that no payment is due, with no payment link', async () => {
    for (let i = 0; i < 3; i++)
      expect(
        (
          await call('POST', '/registrations', {
            body: { ...KNOWN, email: `seat${i}@example.ng`, trainingPackage: 'beginner', sessionId: 'session-2025-06-30' },
          })
        ).status,
      ).toBe(201)
    const waiting = { ...KNOWN, trainingPackage: 'beginner', sessionId: 'session-2025-06-30', waitlist: true }
    expect((await call('POST', '/registrations', { body: waiting })).body.status).toBe('waiting')
    expect((await call('POST', '/registrations', { body: { ...waiting, ...JUNK } })).status).toBe(200)
    const [mail] = await mailsTo(KNOWN.email)
    expect(mail!.subject).toBe('You are already registered: Beginner package')
    expect(mail!.body).toContain('You are on the waiting list of')
    expect(mail!.body).not.toContain('/payment/')
  })
})
