// The paid half of the two-instance race in `npm run test:postgres`: a fake Paystack on loopback for both servers,
// holds that lapse and give their seats back, and Paystack's signed webhooks spread over both instances.
import { createServer } from 'node:http'
import pg from 'pg'
import { koboOf, PAYMENT_CURRENCY, SIGNATURE_HEADER, signPaymentEvent } from '../api/rules/payment-signature.ts'
import { onCleanup } from './server-harness.mjs'

/** The key both servers verify webhooks with (PAYSTACK_SECRET_KEY): a test key, not a secret. */
export const HARNESS_PAYSTACK_KEY = 'sk_test_harness_paid_seats'

/** Paystack's initialize on loopback: each transaction gets a checkout address, as Paystack answers. */
export async function startFakePaystack() {
  const server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      const authorized = request.headers.authorization === `Bearer ${HARNESS_PAYSTACK_KEY}`
      if (request.method === 'POST' && request.url === '/transaction/initialize' && authorized) {
        const { reference } = JSON.parse(raw)
        response.writeHead(200, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify({ status: true, message: 'Authorization URL created', data: { authorization_url: `https://checkout.example/${reference}`, reference } }))
        return
      }
      response.writeHead(404, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ status: false, message: 'Not found' }))
    })
  })
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready))
  onCleanup(() => new Promise((closed) => server.close(closed)))
  return `http://127.0.0.1:${server.address().port}`
}

/** What both servers need to take payments with the (fake) Paystack and run the holds job twice a second. */
export const paystackEnv = (paystackUrl) => ({ PAYSTACK_SECRET_KEY: HARNESS_PAYSTACK_KEY, PAYSTACK_API_URL: paystackUrl, HOLD_JOB_INTERVAL_MS: '500' })

/** Paystack's `charge.success` for a registration's payment, signed as Paystack signs it. */
export async function sendChargeSuccess(base, registration) {
  const raw = JSON.stringify({
    event: 'charge.success',
    data: { reference: registration.payment.reference, amount: koboOf(registration.amount), currency: PAYMENT_CURRENCY, status: 'success' },
  })
  const signature = await signPaymentEvent(raw, HARNESS_PAYSTACK_KEY)
  const response = await fetch(`${base}/api/payments/paystack/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature }, body: raw })
  return response.status
}

/** Time passes for these registrations only: their holds lapsed a minute ago (the jobs find them on their next run). */
export async function lapseHolds(databaseUrl, ids) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const past = new Date(Date.now() - 60_000).toISOString()
    await client.query(
      `update records set data = jsonb_set(data, '{holdExpiresAt}', to_jsonb($1::text)) where collection = 'registrations' and id = any($2)`,
      [past, ids],
    )
  } finally {
    await client.end()
  }
}

/** Polls `read` until `done(value)` or the time is up; the last value either way. */
export async function waitFor(read, done, timeoutMs = 15_000) {
  const started = performance.now()
  let value = await read()
  while (!done(value) && performance.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    value = await read()
  }
  return value
}
