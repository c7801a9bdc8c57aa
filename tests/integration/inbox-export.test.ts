// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { BYTE_ORDER_MARK } from '../../api/rules/csv'
import { API_TARGET, call, signIn } from '../setup/api'
import { onDay, SPEC_TODAY } from '../setup/clock'
import { sampleRegistration, storedRegistration } from '../setup/inquiry-samples'
import { storeRecords } from '../setup/store-records'

// Part of the contract suite: the inbox's CSV exports and the payment e-mail sent again, alike on the mock and the server.

const HEADER = 'Created,Name,Email,Phone,WhatsApp,Package,Session,Session date,Amount (NGN),Status,Payment reference,Read'

let token: string
beforeEach(async () => {
  token = await signIn()
})

const lines = (csv: string) => csv.slice(BYTE_ORDER_MARK.length).split('\r\n').slice(0, -1)

describe('GET /registrations/export', () => {
  it('exports 10,000 registrations: byte order mark, header, one row each, names intact, formulas neutralised', async () => {
    const many = Array.from({ length: 10_000 }, (_, n) =>
      storedRegistration(
        n,
        n === 1234 ? { fullName: 'Ọlá Adébáyọ̀' } : n === 4321 ? { fullName: '=HYPERLINK("http://x","y")' } : {},
      ),
    )
    await storeRecords('registrations', many)

    const started = performance.now()
    const { status, body, headers } = await call('GET', '/registrations/export', { token })
    const ms = performance.now() - started
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.csv"$/)
    const csv = body as string
    expect(csv.startsWith(BYTE_ORDER_MARK)).toBe(true)
    const rows = lines(csv)
    expect(rows[0]).toBe(HEADER)
    expect(rows).toHaveLength(10_001)
    // Newest first.
    expect(rows[1]).toMatch(/^2026-01-07T22:39:00\.000Z,Registrant 9999,/)
    expect(rows.find((row) => row.includes('registrant-1234@'))).toContain(',Ọlá Adébáyọ̀,')
    expect(rows.find((row) => row.includes('registrant-4321@'))).toContain(`,"'=HYPERLINK(""http://x"",""y"")",`)
    // The phone begins with +: it is text too.
    expect(rows[1]).toContain(`,'+2348031112222,'+2348031112222,Advanced,Advanced Solar Engineering & Commercial Systems,`)
    expect(rows[1]).toMatch(/,250000,Awaiting payment,,No$/)
    console.info(
      `export of 10,000 registrations (${API_TARGET}): ${Math.round(ms)} ms, ${new TextEncoder().encode(csv).length} bytes`,
    )
  }, 120_000)

  it('honours the search and filters of the list', async () => {
    await storeRecords('registrations', [
      storedRegistration(1, { status: 'paid', read: true, payment: { reference: 'SUN-1', checkoutUrl: '/pay/1' } }),
      storedRegistration(2, { status: 'cancelled', fullName: 'Ngozi Eze' }),
      storedRegistration(3),
    ])
    const paid = lines((await call('GET', '/registrations/export?status=paid', { token })).body)
    expect(paid).toHaveLength(2)
    expect(paid[1]).toMatch(/,Registrant 1,.*,Paid,SUN-1,Yes$/)
    const found = lines((await call('GET', '/registrations/export?q=ngozi', { token })).body)
    expect(found.slice(1).map((row) => row.split(',')[1])).toEqual(['Ngozi Eze'])
    const awaiting = lines((await call('GET', '/registrations/export?status=awaiting-payment&read=false', { token })).body)
    expect(awaiting.slice(1).map((row) => row.split(',')[1])).toEqual(['Registrant 3'])
  })

  it('is for a signed-in admin, and refuses paging and unknown parameters with 400', async () => {
    expect((await call('GET', '/registrations/export')).status).toBe(401)
    const paged = await call('GET', '/registrations/export?page=2&colour=red', { token })
    expect(paged.status).toBe(400)
    expect(paged.body.issues.map((issue: { path: string }) => issue.path)).toEqual(['page'])
    const unknown = await call('GET', '/registrations/export?colour=red', { token })
    expect(unknown.status).toBe(400)
    expect(unknown.body.issues).toEqual([expect.objectContaining({ path: 'colour' })])
  })
})

describe('GET /contact-messages/export', () => {
  it('exports the messages the filter selects, messages with commas and lines quoted', async () => {
    await call('POST', '/contact-messages', {
      body: { name: 'Emeka Nwosu', email: 'emeka@example.ng', service: 'battery', message: 'Hello,\nbattery "quote"' },
    })
    const { status, body, headers } = await call('GET', '/contact-messages/export?read=false', { token })
    expect(status).toBe(200)
    expect(headers.get('content-disposition')).toMatch(/filename="messages-/)
    expect(body).toMatch(
      /^\uFEFFReceived,Name,Email,Phone,Service,Message,Read\r\n[^,]+,Emeka Nwosu,emeka@example\.ng,,battery,"Hello,\nbattery ""quote""",No\r\n$/,
    )
    expect(lines((await call('GET', '/contact-messages/export?read=true', { token })).body)).toHaveLength(1)
  })
})

describe("POST /registrations/:id/resend-email, in the spec's world where registrations take seats", () => {
  onDay(SPEC_TODAY)

  const mailsTo = async (email: string) =>
    ((await call('GET', '/outbox?pageSize=100', { token })).body.items as { to: string; subject: string }[]).filter(
      (mail) => mail.to === email,
    )

  it("queues the registrant's payment e-mail again while it awaits payment; 409 once paid; 404 unknown", async () => {
    const email = 'resend@example.ng'
    const { body: registration } = await call('POST', '/registrations', { body: { ...sampleRegistration, email } })
    const before = await mailsTo(email)
    expect(before).toHaveLength(1)

    const resent = await call('POST', `/registrations/${registration.id}/resend-email`, { token })
    expect(resent.status).toBe(200)
    expect(resent.body).toMatchObject({ id: registration.id, status: 'awaiting-payment' })
    const after = await mailsTo(email)
    expect(after).toHaveLength(2)
    expect(after.map((mail) => mail.subject)).toEqual([before[0]!.subject, before[0]!.subject])

    expect((await call('POST', `/registrations/${registration.id}/mark-paid`, { token, body: { proof: 'Teller 4411' } })).status).toBe(200)
    const paid = await call('POST', `/registrations/${registration.id}/resend-email`, { token })
    expect(paid.status).toBe(409)
    expect(paid.body.message).toBe('A registration that is paid cannot be sent a payment e-mail.')
    expect((await call('POST', '/registrations/no-such-registration/resend-email', { token })).status).toBe(404)
    expect((await call('POST', `/registrations/${registration.id}/resend-email`)).status).toBe(401)
  })
})
