// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { activitySchema, trainingSessionSchema } from '../../src/api/schemas'
import { call, signIn } from '../setup/api'
import { onDay, SPEC_TODAY } from '../setup/clock'
import { expectErrorBody, expectInvalid, expectNoChange } from './helpers'

// Write endpoints of training sessions and the demo reset. Pages, media, menus, settings and the
// inboxes have their own write-handlers-*.test.ts files.

let token: string
beforeEach(async () => {
  token = await signIn()
})

const SESSIONS = ['/training-sessions', '/activity?pageSize=100']

const sessionInput = {
  date: { day: 12, month: 'Sep', year: 2025 },
  title: 'Weekend Solar Basics',
  packageId: 'beginner',
  duration: '1 Month',
  time: '9:00 AM - 4:00 PM',
  location: 'SunHarvest Training Centre, Asaba, Delta State',
  instructor: 'Ibrahim Musa',
  price: 75000,
  seatsLeft: 20,
  highlighted: true,
}

const seedSession = () => seed.trainingSessions[0]!

describe('POST /training-sessions', () => {
  it('creates a session (201) that the public list then shows', async () => {
    const { status, body } = await call('POST', '/training-sessions', { token, body: sessionInput })
    expect(status).toBe(201)
    const created = trainingSessionSchema.parse(body)
    expect(created).toMatchObject(sessionInput)
    const list = await call('GET', '/training-sessions')
    expect(list.body.items).toHaveLength(seed.trainingSessions.length + 1)
    expect(list.body.items).toContainEqual(created)
  })

  it('records the creation in the activity log', async () => {
    const { body } = await call('POST', '/training-sessions', { token, body: sessionInput })
    const activity = await call('GET', '/activity', { token })
    expect(activityFor(activity.body.items, body.id)).toMatchObject({ entity: 'trainingSessions', action: 'created' })
  })

  it.each([
    ['price', { price: -5 }],
    ['seatsLeft', { seatsLeft: -1 }],
    ['title', { title: 'ab' }],
    ['date.month', { date: { day: 1, month: 'Sept', year: 2025 } }],
    ['packageId', { packageId: 'expert' }],
  ])('rejects a bad %s with 422 and creates nothing', async (path, change) => {
    const response = await expectNoChange(SESSIONS, token, () =>
      call('POST', '/training-sessions', { token, body: { ...sessionInput, ...change } }),
    )
    expectInvalid(response, path)
  })

  it('rejects malformed JSON with 400 and creates nothing', async () => {
    const response = await expectNoChange(SESSIONS, token, () => call('POST', '/training-sessions', { token, raw: '{"title": ' }))
    expectErrorBody(response, 400)
  })
})

describe('PUT /training-sessions/:id', () => {
  it('replaces a session (200) and the detail GET shows the change', async () => {
    const { id } = seedSession()
    const { status, body } = await call('PUT', `/training-sessions/${id}`, { token, body: { ...sessionInput, seatsLeft: 0 } })
    expect(status).toBe(200)
    expect(trainingSessionSchema.parse(body)).toEqual({ ...sessionInput, seatsLeft: 0, id })
    expect((await call('GET', `/training-sessions/${id}`)).body).toEqual(body)
  })

  it('rejects a negative seat count with 422 and keeps the session', async () => {
    const response = await expectNoChange(SESSIONS, token, () =>
      call('PUT', `/training-sessions/${seedSession().id}`, { token, body: { ...sessionInput, seatsLeft: -3 } }),
    )
    expectInvalid(response, 'seatsLeft')
  })

  it('rejects a partial body with 422 (PUT replaces the whole session)', async () => {
    const response = await expectNoChange(SESSIONS, token, () =>
      call('PUT', `/training-sessions/${seedSession().id}`, { token, body: { title: 'Only a title' } }),
    )
    expectInvalid(response, 'price')
  })

  it('rejects malformed JSON with 400', async () => {
    const response = await expectNoChange(SESSIONS, token, () =>
      call('PUT', `/training-sessions/${seedSession().id}`, { token, raw: 'not json' }),
    )
    expectErrorBody(response, 400)
  })

  it('answers 404 for an unknown session and changes nothing', async () => {
    const response = await expectNoChange(SESSIONS, token, () =>
      call('PUT', '/training-sessions/no-such-session', { token, body: sessionInput }),
    )
    expectErrorBody(response, 404)
  })
})

describe('DELETE /training-sessions/:id', () => {
  it('deletes a session (204): the detail answers 404 and the list no longer has it', async () => {
    const { id } = seedSession()
    expect((await call('DELETE', `/training-sessions/${id}`, { token })).status).toBe(204)
    expectErrorBody(await call('GET', `/training-sessions/${id}`), 404)
    const list = await call('GET', '/training-sessions')
    expect(list.body.items.map((session: { id: string }) => session.id)).not.toContain(id)
    expect(list.body.items).toHaveLength(seed.trainingSessions.length - 1)
  })

  it('answers 404 for an unknown session and deletes nothing', async () => {
    const response = await expectNoChange(SESSIONS, token, () => call('DELETE', '/training-sessions/no-such-session', { token }))
    expectErrorBody(response, 404)
  })
})

describe('POST /demo/reset', () => {
  it('restores a changed page title to the seed and keeps the caller signed in', async () => {
    const home = seed.pages.find((page) => page.id === 'home')!
    await call('PATCH', '/pages/home', { token, body: { title: 'Changed by the admin' } })
    expect((await call('GET', '/pages/home')).body.title).toBe('Changed by the admin')

    expect((await call('POST', '/demo/reset', { token })).status).toBe(204)

    expect((await call('GET', '/pages/home')).body.title).toBe(home.title)
    expect((await call('GET', '/session', { token })).status).toBe(200)
  })

  it('restores sessions, menus and settings to the seed', async () => {
    await call('DELETE', `/training-sessions/${seedSession().id}`, { token })
    await call('PUT', '/menus/main-menu', { token, body: { items: [] } })
    await call('PATCH', '/settings/site', { token, body: { tagline: 'Changed' } })

    await call('POST', '/demo/reset', { token })

    expect((await call('GET', '/training-sessions')).body.items).toHaveLength(seed.trainingSessions.length)
    expect((await call('GET', '/menus/main-menu')).body.items).toEqual(seed.menus.find((m) => m.id === 'main-menu')!.items)
    expect((await call('GET', '/settings/site')).body).toEqual(seed.siteSettings[0])
  })

  it('answers 401 without a session and resets nothing', async () => {
    await call('PATCH', '/pages/home', { token, body: { title: 'Changed by the admin' } })
    const response = await expectNoChange(['/pages'], undefined, () => call('POST', '/demo/reset'))
    expectErrorBody(response, 401)
  })
})

describe('write transactions', () => {
  // Registrations take seats in the spec's world, where its 2025 sessions are still to come.
  onDay(SPEC_TODAY)

  it('a rejected write does not undo a successful write that ran at the same time', async () => {
    const [saved, rejected] = await Promise.all([
      call('PATCH', '/pages/home', { token, body: { title: 'Saved while another edit failed' } }),
      call('PATCH', '/pages/about', { token, body: { featuredImage: 'no-such-media' } }),
    ])
    expect(saved.status).toBe(200)
    expect(rejected.status).toBe(422)
    expect((await call('GET', '/pages/home')).body.title).toBe('Saved while another edit failed')
  })

  it('a rejected registration does not give back a seat another registration took at the same time', async () => {
    const session = seedSession()
    const registration = {
      fullName: 'Kelechi Obi',
      email: 'kelechi@example.ng',
      phone: '+2348030000000',
      whatsappNumber: '+2348030000000',
      address: 'Asaba',
      gender: 'male',
      professionalStatus: 'job-seeker',
      trainingPackage: session.packageId,
      referralSource: 'online',
      termsAccepted: true,
    }
    const [taken, refused] = await Promise.all([
      call('POST', '/registrations', { body: registration }),
      call('POST', '/registrations', { body: { ...registration, termsAccepted: false } }),
    ])
    expect([taken.status, refused.status]).toEqual([201, 422])
    expect((await call('GET', `/training-sessions/${session.id}`)).body.seatsLeft).toBe(session.seatsLeft - 1)
    // The stored record also keeps the keyed hash of the client's network, which the registrant's answer leaves out.
    expect((await call('GET', '/registrations', { token })).body.items).toContainEqual({
      ...taken.body,
      network: expect.any(String),
      networkHolds: 1,
    })
  })
})

function activityFor(entries: unknown[], entityId: string) {
  return entries.map((entry) => activitySchema.parse(entry)).find((entry) => entry.entityId === entityId)
}
