import { Alert, Anchor, Stack } from '@mantine/core'
import { MOCK_ENABLED } from '../../../api/config'
import { usePaymentMode } from '../../../api/resources/payment-mode'
import { useSiteSettings } from '../../../api/resources/settings'
import { isSeedSiteUrl } from '../../../api/rules/seed-site-url'
import type { PaymentMode } from '../../../api/schemas/payments'
import { AppLink } from '../../../components/app-link'

/** Amber like the site's other warnings, its title at the darkest shade (AA on the light background). */
const WARNING = { color: 'sun', variant: 'light', styles: { title: { color: 'var(--mantine-color-warning)' } } } as const

type Facts = { demo: boolean; payments: PaymentMode | undefined; siteUrl: string | undefined }

/**
 * What a company running the real server must know on every admin screen: payments are only simulated, the Site
 * URL is still the seed's. The demo shows neither: everything in it is a demo (its sign-in says so), and its Site URL
 * is the seed's by design.
 */
export function ModeNoticesView({ demo, payments, siteUrl }: Facts) {
  if (demo) return null
  const simulated = payments === 'simulated'
  const seedSiteUrl = isSeedSiteUrl(siteUrl)
  if (!simulated && !seedSiteUrl) return null
  return (
    <Stack gap="xs" mb="md">
      {simulated ? (
        <Alert {...WARNING} title="Test payments: no money moves">
          This server runs with PAYMENTS=simulated: its checkout is a simulation, and a registration paid online was not paid. Set
          PAYSTACK_SECRET_KEY instead before the site goes live.
        </Alert>
      ) : null}
      {seedSiteUrl ? (
        <Alert {...WARNING} title="The Site URL is still the sample one">
          E-mails, payment links, the sitemap and link previews point at {siteUrl}. Set your site&apos;s address in{' '}
          <Anchor component={AppLink} to="/dashboard/settings" fw={700} inherit>
            Settings
          </Anchor>
          .
        </Alert>
      ) : null}
    </Stack>
  )
}

/** Over every admin screen (the admin layout). */
export function ModeNotices() {
  // The demo's API is asked nothing: it shows no notice.
  const payments = usePaymentMode(!MOCK_ENABLED)
  const siteUrl = useSiteSettings().data?.siteUrl
  return <ModeNoticesView demo={MOCK_ENABLED} payments={payments} siteUrl={siteUrl} />
}

/** On the dashboard: online payment is off (bank transfer only), which a company may well have chosen. */
export function PaymentsOffNoteView({ payments }: { payments: PaymentMode | undefined }) {
  if (payments !== 'off') return null
  return (
    <Alert color="night" variant="light" title="Online payment is off">
      Registrants pay by bank transfer, and you mark their registrations paid. To take card payments, set PAYSTACK_SECRET_KEY on
      the server.
    </Alert>
  )
}

export const PaymentsOffNote = () => <PaymentsOffNoteView payments={usePaymentMode(!MOCK_ENABLED)} />
