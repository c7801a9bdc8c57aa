import type { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { SIGN_IN_LIMIT } from '../../server/auth/rate-limit'
import { createApp } from '../../server/app'
import { sharedTestBackend, TEST_ADMIN } from '../../server/testing'

/** The app as the Node adapter runs it: the connection's address is in the bindings getConnInfo reads. */
let direct: Hono
let behindProxy: Hono
beforeAll(async () => {
  const { db } = await sharedTestBackend()
  direct = await createApp({ db, allowDemoReset: false })
  behindProxy = await createApp({ db, allowDemoReset: false, trustProxy: 1 })
})

type Try = { socket: string; password: string; forwardedFor?: string; app?: Hono }
const signIn = async ({ socket, password, forwardedFor, app = direct }: Try) => {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor
  const body = JSON.stringify({ email: TEST_ADMIN.email, password })
  const response = await app.request(
    '/api/session',
    { method: 'POST', headers, body },
    { incoming: { socket: { remoteAddress: socket } } },
  )
  return response.status
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((count, s) => ({ ...count, [s]: (count[s] ?? 0) + 1 }), {})
const ATTACK = 400

// Checked tries wait up to SIGN_IN_LIMIT.maxDelayMs each: a busy machine needs more than the default 15 s.
describe('sign-in throttling (server)', { timeout: 40_000 }, () => {
  it(`${ATTACK} concurrent wrong sign-ins from one address: only ${SIGN_IN_LIMIT.perAddress} are checked`, async () => {
    const statuses = await Promise.all(
      Array.from({ length: ATTACK }, (_, i) => signIn({ socket: '203.0.113.9', password: `guess-${i}` })),
    )
    expect(tally(statuses)).toEqual({ 401: SIGN_IN_LIMIT.perAddress, 429: ATTACK - SIGN_IN_LIMIT.perAddress })
  })

  it('a client-written X-Forwarded-For changes nothing without a trusted proxy', async () => {
    const statuses = await Promise.all(
      Array.from({ length: ATTACK }, (_, i) =>
        signIn({ socket: '203.0.113.9', password: `guess-${i}`, forwardedFor: `198.18.${i >> 8}.${i & 255}` }),
      ),
    )
    expect(tally(statuses)).toEqual({ 401: SIGN_IN_LIMIT.perAddress, 429: ATTACK - SIGN_IN_LIMIT.perAddress })
  })

  it('behind one trusted proxy the key is the hop the proxy appended, never the hops the client wrote', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signIn({ app: behindProxy, socket: '10.0.0.2', password: `guess-${i}`, forwardedFor: `198.18.0.${i}, 203.0.113.9` }),
      ),
    )
    expect(tally(statuses)).toEqual({ 401: SIGN_IN_LIMIT.perAddress, 429: 100 - SIGN_IN_LIMIT.perAddress })
    expect(
      await signIn({ app: behindProxy, socket: '10.0.0.2', password: TEST_ADMIN.password, forwardedFor: '198.51.100.7' }),
    ).toBe(201)
  })

  it('the owner signs in with the right password from another address while the attack runs', async () => {
    const answered: Record<number, number> = {}
    const attack = Array.from({ length: ATTACK }, (_, i) =>
      signIn({ socket: '203.0.113.9', password: `guess-${i}` }).then((status) => {
        answered[status] = (answered[status] ?? 0) + 1
        return status
      }),
    )
    // Every try of the attack has been admitted or refused (or, without an atomic limit, enough have failed).
    const attackUnderWay = () =>
      (answered[429] ?? 0) >= ATTACK - SIGN_IN_LIMIT.perAddress || (answered[401] ?? 0) >= SIGN_IN_LIMIT.perAddress
    while (!attackUnderWay()) await new Promise((wait) => setTimeout(wait, 10))
    expect(await signIn({ socket: '198.51.100.7', password: TEST_ADMIN.password })).toBe(201)
    expect(tally(await Promise.all(attack))[401]).toBe(SIGN_IN_LIMIT.perAddress)
    expect(await signIn({ socket: '203.0.113.9', password: TEST_ADMIN.password })).toBe(429)
  })

  it('right passwords give their try back: an office signing in all day is never limited', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT.perAddress + 2; i++)
      expect(await signIn({ socket: '198.51.100.7', password: TEST_ADMIN.password })).toBe(201)
  })
})
