// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { seed } from '../../fixtures'
import { deadlineText } from '../../api/rules/emails'
import type { OutboxMail, OutboxPage, Registration } from '../../src/api/schemas'
import { call, liftPublicWriteLimits, signIn } from '../setup/api'
import { onDay, SPEC_TODAY } from '../setup/clock'
import { runHoldExpiry } from '../setup/expire-holds'
import { registrantsFor, sessionWithSeats as sessionWithSeatsBy } from '../setup/registrants'

// Part of the contract suite: the registrant hears of each turn of a registration alike on the mock and the server.

const HOUR = 3_600_000
const advanced = seed.trainingSessions.find((s) => s.packageId === 'advanced')!

let token: string
beforeEach(async () => {
  token = await signIn()
  await liftPublicWriteLimits()
})
onDay(SPEC_TODAY)

const sessionWithSeats = (seatsLeft: number) => sessionWithSeatsBy(token, seatsLeft)
const register = registrantsFor('mailed')
/** Reading a registration is the request at which the mock applies the lapsed and expiring holds. */
const registration = async (id: string) => (await call('GET', `/registrations/${id}`, { token })).body as Registration
/** Lets the hold rules run at the test's clock: the server's job, or on the mock the next request about registrations. */
async function holdsRun(id: string) {
  await runHoldExpiry()
  return registration(id)
}
const mailsTo = async (to: string): Promise<OutboxMail[]> =>
  ((await call('GET', '/outbox?pageSize=100', { token })).body as OutboxPage).items.filter((mail) => mail.to === to)
const subjectsTo = async (to: string) => (await mailsTo(to)).map((mail) => mail.subject).sort()
const moveClock = (hours: number) => vi.setSystemTime(new Date(Date.now() + hours * HOUR))

describe("the registrant's e-mails", () => {
  it("the received e-mail's card link is the registration's own payment page, which leads to its checkout", async () => {
    const held = await register((await sessionWithSeats(2)).id)
    const { reference, checkoutUrl } = held.payment!
    expect(checkoutUrl).toBe(`/payment/${reference}?amount=${held.amount * 100}`)
    const [received] = await mailsTo(held.email)
    expect(received!.subject).toBe('Registration received: Advanced package')
    expect(received!.body).toContain(`Pay by card: https://www.sunharvest.ng/payment/${reference}\n`)
    expect((await call('POST', `/payments/${reference}/checkout`)).body).toEqual({ checkoutUrl })
  })

  it('with the Site URL setting left empty, the link is the payment page\'s path', async () => {
    expect((await call('PATCH', '/settings/site', { token, body: { siteUrl: '' } })).status).toBe(200)
    const held = await register((await sessionWithSeats(2)).id)
    const [received] = await mailsTo(held.email)
    expect(received!.body).toContain(`Pay by card: /payment/${held.payment!.reference}\n`)
  })

  it('a reminder goes once, when less than 12 hours of the hold are left', async () => {
    const held = await register((await sessionWithSeats(2)).id)
    moveClock(35)
    expect((await holdsRun(held.id)).holdReminderSentAt).toBeUndefined()
    moveClock(2)
    const reminded = await holdsRun(held.id)
    expect(Date.parse(reminded.holdReminderSentAt!)).toBe(SPEC_TODAY.getTime() + 37 * HOUR)
    moveClock(1)
    await holdsRun(held.id)
    const reminders = (await mailsTo(held.email)).filter((mail) => mail.subject.startsWith('Your seat is held until'))
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.subject).toBe(`Your seat is held until ${deadlineText(held.holdExpiresAt!)}: Advanced package`)
    expect(reminders[0]!.body).toContain(`https://www.sunharvest.ng/payment/${held.payment!.reference}`)
  })

  it('an expired hold tells its registrant, and the first person waiting gets the seat with its own e-mail', async () => {
    const session = await sessionWithSeats(1)
    const held = await register(session.id)
    const waiting = await register(session.id, { waitlist: true })
    expect(await subjectsTo(waiting.email)).toEqual([])
    moveClock(49)
    expect((await holdsRun(held.id)).status).toBe('expired')
    expect((await registration(waiting.id)).status).toBe('awaiting-payment')
    const promoted = await registration(waiting.id)
    expect(promoted.status).toBe('awaiting-payment')
    // The hold lapsed before any run saw it about to: no reminder, the release.
    expect(await subjectsTo(held.email)).toEqual(['Registration received: Advanced package', 'Your seat was released: Advanced package'])
    const [seat] = await mailsTo(waiting.email)
    expect(seat!.subject).toBe('A seat is yours: Advanced package')
    expect(seat!.body).toContain(`held for you until ${deadlineText(promoted.holdExpiresAt!)}`)
  })

  it('a seat an admin frees by cancelling goes to the first person waiting, who is told', async () => {
    const session = await sessionWithSeats(1)
    const held = await register(session.id)
    const waiting = await register(session.id, { waitlist: true })
    expect((await call('POST', `/registrations/${held.id}/cancel`, { token })).status).toBe(200)
    expect(await subjectsTo(waiting.email)).toEqual(['A seat is yours: Advanced package'])
  })
})

describe("the staff's e-mail of a registration", () => {
  it('goes to the training e-mail of the settings, in the words an admin set', async () => {
    const templates = (await call('GET', '/email-templates', { token })).body
    const { id: _id, ...input } = templates
    const registrationNotice = { subject: 'Trainee: {name} ({package}, {amount})', body: '{name} <{email}> took a seat: {session}' }
    expect((await call('PUT', '/email-templates', { token, body: { ...input, registrationNotice } })).status).toBe(200)
    const { trainingEmail } = (await call('GET', '/settings/site')).body as { trainingEmail: string }
    const held = await register((await sessionWithSeats(2)).id)
    expect(held.notificationEmail).toMatchObject({ to: trainingEmail, subject: 'Trainee: Aisha Bello (Advanced, ₦250,000)' })
    expect(held.notificationEmail.body).toMatch(new RegExp(`^Aisha Bello <${held.email}> took a seat: ${advanced.title}, `))
    const [notice] = await mailsTo(trainingEmail)
    expect(notice!.subject).toBe('Trainee: Aisha Bello (Advanced, ₦250,000)')
  })
})
