import { describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { networkOf } from '../../server/client-address'
import { sharedTestBackend } from '../../server/testing'
import { PUBLIC_WRITE_RULES, WITHOUT_LIMITS } from '../../api/rules/public-writes'
import { unpaidHoldCap } from '../../src/api/rules/seat-limits'
import type { Registration } from '../../src/api/schemas'
import { signIn } from '../setup/api'
import { onDay, SPEC_TODAY } from '../setup/clock'
import { sampleRegistration } from '../setup/inquiry-samples'
import { sessionWithSeats } from '../setup/registrants'

const backend = await sharedTestBackend()
/** The same server behind one proxy (TRUST_PROXY=1): X-Forwarded-For names the client. The hourly limits are lifted. */
const behindProxy = await createApp({
  db: backend.db,
  allowDemoReset: true,
  trustProxy: 1,
  publicWrites: () => ({ ...WITHOUT_LIMITS, holdShare: PUBLIC_WRITE_RULES.holdShare }),
})

let sent = 0
async function registerFrom(client: string, sessionId: string) {
  sent += 1
  const response = await behindProxy.fetch(
    new Request('http://localhost/api/registrations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
      body: JSON.stringify({
        ...sampleRegistration,
        fullName: `Trainee Number ${sent}`,
        email: `drain${sent}@example.ng`,
        sessionId,
      }),
    }),
  )
  return { status: response.status, body: (await response.json()) as Registration }
}

describe('the network of a client address', () => {
  it('is an IPv4 address itself, and an IPv6 address’s /64', () => {
    expect(networkOf('102.89.4.7')).toBe('102.89.4.7')
    expect(networkOf('::ffff:102.89.4.7')).toBe('102.89.4.7')
    expect(networkOf('2c0f:f5c0:440:1a2b:1111:2222:3333:4444')).toBe('2c0f:f5c0:440:1a2b::/64')
    expect(networkOf('2C0F:F5C0:0440:1A2B::9')).toBe('2c0f:f5c0:440:1a2b::/64')
    expect(networkOf('2c0f:f5c0::1')).toBe('2c0f:f5c0:0:0::/64')
    expect(networkOf('[2c0f:f5c0:440:1a2b::1%eth0]')).toBe('2c0f:f5c0:440:1a2b::/64')
  })
})

describe('unpaid holds per client network (server, behind a proxy)', () => {
  onDay(SPEC_TODAY)

  it('15 registrations at once from one IPv6 /64 for a 30-seat session hold its third; another /64 and an IPv4 address are other networks', async () => {
    const token = await signIn()
    const session = await sessionWithSeats(token, 30)
    const cap = unpaidHoldCap(30, PUBLIC_WRITE_RULES.holdShare)
    // Any address of one IPv6 /64 is the same network: a phone can take a new one for every request.
    const sameLine = await Promise.all(
      Array.from({ length: cap + 5 }, (_, i) => registerFrom(`2c0f:f5c0:440:1a2b::${(i + 1).toString(16)}`, session.id)),
    )
    expect(sameLine.filter((answer) => answer.status === 201)).toHaveLength(cap)
    expect(sameLine.filter((answer) => answer.status === 409)).toHaveLength(5)
    // Another /64 and an IPv4 address are other networks.
    expect((await registerFrom('2c0f:f5c0:440:1a2c::1', session.id)).status).toBe(201)
    expect((await registerFrom('102.89.4.7', session.id)).status).toBe(201)
    const rows = await backend.db.selectFrom('records').select('data').where('collection', '=', 'registrations').execute()
    const text = JSON.stringify(rows)
    // What is kept is a keyed hash of the network, never the address or its prefix.
    expect(text).not.toContain('2c0f')
    expect(text).not.toContain('102.89')
    const networks = new Set(rows.map((row) => (row.data as Registration).network).filter(Boolean))
    expect(networks.size).toBe(3)
  })
})
