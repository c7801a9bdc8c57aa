import { configure, render, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { server } from '../../mocks/node'
import { apiUrl } from '../../src/api/config'
import { Providers } from '../../src/app/providers'
import type { Registration } from '../../src/api/schemas'
import { ModeNoticesView, PaymentsOffNoteView } from '../../src/features/admin/run-mode/mode-notices'
import { PaymentDialog } from '../../src/features/training/registration/payment-dialog'
import { call, liftPublicWriteLimits } from '../setup/api'
import { onDay, SPEC_TODAY } from '../setup/clock'
import { sampleRegistration } from '../setup/inquiry-samples'
import { createTestQueryClient, renderRoute } from '../setup/render'

configure({ asyncUtilTimeout: 10_000 })
onDay(SPEC_TODAY)
beforeEach(() => liftPublicWriteLimits())

const withProviders = (children: ReactNode) =>
  render(
    <Providers queryClient={createTestQueryClient()} withoutStyleTags>
      <MemoryRouter>{children}</MemoryRouter>
    </Providers>,
  )

async function registered(): Promise<Registration> {
  const { status, body } = await call('POST', '/registrations', {
    body: { ...sampleRegistration, email: `modes-${Date.now()}@example.ng` },
  })
  expect(status).toBe(201)
  return body as Registration
}

const advanced = seed.trainingPackages.find((pkg) => pkg.id === 'advanced')

describe('the payment dialog offers card payment only where a checkout was started', () => {
  it('online payment off (its payment still awaits a checkout): bank transfer only, no "Pay online"', async () => {
    const registration = await registered()
    const awaiting = {
      ...registration,
      payment: { reference: registration.payment!.reference, checkoutUrl: '/payment/x', awaitsCheckout: true as const },
    }
    withProviders(
      <PaymentDialog opened onClose={() => undefined} registration={awaiting} pkg={advanced} settings={seed.siteSettings[0]} />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Payment Instructions' })
    expect(within(dialog).queryByRole('link', { name: /online/ })).toBeNull()
    expect(within(dialog).getByText('Or pay by bank transfer')).toBeInTheDocument()
  })

  it('a started checkout: "Pay online" goes there', async () => {
    const registration = await registered()
    withProviders(
      <PaymentDialog opened onClose={() => undefined} registration={registration} pkg={advanced} settings={seed.siteSettings[0]} />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Payment Instructions' })
    expect(within(dialog).getByRole('link', { name: 'Pay ₦250,000 online' })).toHaveAttribute(
      'href',
      registration.payment!.checkoutUrl,
    )
  })
})

describe('the payment page asks the API whether online payment is on', () => {
  it('off: says to pay by bank transfer and offers no "Pay online"', async () => {
    server.use(http.get(apiUrl('/payments/mode'), () => HttpResponse.json({ payments: 'off' })))
    const registration = await registered()
    renderRoute(`/payment/${registration.payment!.reference}`)
    expect(await screen.findByText(/Please pay by bank transfer, as your e-mail says/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /online/ })).toBeNull()
  })

  it('simulated (the demo): "Pay online" as before', async () => {
    const registration = await registered()
    renderRoute(`/payment/${registration.payment!.reference}`)
    expect(await screen.findByRole('button', { name: 'Pay ₦250,000 online' })).toBeInTheDocument()
  })
})

describe("the admin's notices of the server's mode", () => {
  it('the demo shows none: it is all a demo, its Site URL the seed by design', () => {
    const { container } = withProviders(<ModeNoticesView demo payments="simulated" siteUrl="https://www.sunharvest.ng" />)
    expect(container).toBeEmptyDOMElement()
  })

  it('a live server with simulated payments: "Test payments: no money moves"', () => {
    withProviders(<ModeNoticesView demo={false} payments="simulated" siteUrl="https://www.brightsolar.com.ng" />)
    expect(screen.getByText('Test payments: no money moves')).toBeInTheDocument()
    expect(screen.queryByText(/Site URL/)).toBeNull()
  })

  it("a live server whose Site URL is still the seed's: a banner that leads to Settings", () => {
    withProviders(<ModeNoticesView demo={false} payments="paystack" siteUrl="https://www.sunharvest.ng" />)
    expect(screen.getByText('The Site URL is still the sample one')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/dashboard/settings')
    expect(screen.queryByText('Test payments: no money moves')).toBeNull()
  })

  it("a live server with Paystack and its own Site URL: none; online payment off: the dashboard's note", () => {
    const { container } = withProviders(
      <ModeNoticesView demo={false} payments="paystack" siteUrl="https://www.brightsolar.com.ng" />,
    )
    expect(container).toBeEmptyDOMElement()
    withProviders(<PaymentsOffNoteView payments="off" />)
    expect(screen.getByText('Online payment is off')).toBeInTheDocument()
  })
})
