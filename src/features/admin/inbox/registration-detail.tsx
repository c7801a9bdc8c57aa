import { Anchor, Stack, Title } from '@mantine/core'
import { Link } from 'react-router-dom'
import { trainingPackages, useTrainingSessions } from '../../../api/resources/training'
import type { Registration } from '../../../api/schemas'
import { formatNaira } from '../../../lib/format'
import { GENDER_LABELS, REFERRAL_LABELS, STATUS_LABELS } from '../../training/registration/form-values'
import { sessionDateText } from '../../training/sessions'
import { EntryFrame } from './entry-frame'
import { FactsList } from './facts-list'
import { registrationEntry } from './inbox-entries'
import { NotificationEmailView } from './notification-email'
import { RegistrationContactActions } from './registration-contact-actions'
import { RegistrationStatus } from './registration-status'

/** A training registration: the person, the package, amount and session, and the e-mail built for the training team. */
export function RegistrationDetail({ registration: r, backTo }: { registration: Registration; backTo: string }) {
  const packages = trainingPackages.useList()
  const sessions = useTrainingSessions()
  const pkg = packages.data?.find((p) => p.id === r.trainingPackage)
  const session = sessions.data?.find((s) => s.id === r.sessionId)

  return (
    <EntryFrame entry={registrationEntry(r)} backTo={backTo}>
      <RegistrationStatus registration={r} />
      <RegistrationContactActions registration={r} />
      <Stack gap="xs">
        <Title order={2} fz="h4">
          Personal information
        </Title>
        <FactsList
          facts={[
            { label: 'Full name', value: r.fullName },
            { label: 'Email', value: <Anchor href={`mailto:${r.email}`}>{r.email}</Anchor> },
            { label: 'Phone number', value: r.phone },
            { label: 'WhatsApp number', value: r.whatsappNumber },
            { label: 'Address', value: r.address },
            { label: 'Gender', value: GENDER_LABELS[r.gender] },
            { label: 'Professional status', value: STATUS_LABELS[r.professionalStatus] },
            { label: 'Organization', value: r.organization || 'None' },
          ]}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          Training
        </Title>
        <FactsList
          facts={[
            { label: 'Package', value: pkg?.name ?? r.trainingPackage },
            { label: 'Amount', value: formatNaira(r.amount) },
            {
              label: 'Session',
              value: !r.sessionId ? (
                r.sessionTitle
              ) : session ? (
                <Anchor component={Link} to={`/dashboard/training-sessions/edit/${encodeURIComponent(session.id)}`}>
                  {r.sessionTitle}, {sessionDateText(session)}
                </Anchor>
              ) : sessions.isSuccess ? (
                `${r.sessionTitle} (no longer scheduled)`
              ) : (
                r.sessionTitle
              ),
            },
            { label: 'Heard about us', value: REFERRAL_LABELS[r.referralSource] },
            { label: 'Terms accepted', value: r.termsAccepted ? 'Yes' : 'No' },
          ]}
        />
      </Stack>
      <NotificationEmailView email={r.notificationEmail} />
    </EntryFrame>
  )
}
