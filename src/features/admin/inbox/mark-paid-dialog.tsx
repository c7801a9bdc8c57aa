import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { AdminDialog } from '../forms/admin-dialog'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useRegistrationAction } from '../../../api/resources/registration-lifecycle'
import { markPaidInputSchema, type MarkPaidInput, type Registration } from '../../../api/schemas'
import { formatNaira } from '../../../lib/format'
import { errorAlert } from '../forms/field-styles'
import { errorMessage } from '../pages/page-form-model'
import { applyServerIssues } from '../settings/server-issues'

interface MarkPaidDialogProps {
  registration: Registration
  opened: boolean
  onClose: () => void
}

/**
 * Records a bank transfer: the admin says what proves it (kept with the registration, with who recorded it). A refused
 * or failed attempt keeps what was typed.
 */
export function MarkPaidDialog({ registration, opened, onClose }: MarkPaidDialogProps) {
  const markPaid = useRegistrationAction('mark-paid')
  const form = useForm<MarkPaidInput>({ resolver: zodResolver(markPaidInputSchema), defaultValues: { proof: '' } })
  const [failure, setFailure] = useState<string | null>(null)
  const close = () => {
    setFailure(null)
    onClose()
  }

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null)
    try {
      await markPaid.mutateAsync({ id: registration.id, body })
      notifications.show({ color: 'leaf.9', title: 'Payment recorded', message: `${registration.fullName} has paid.` })
      form.reset()
      onClose()
    } catch (error) {
      applyServerIssues(error, form.setError)
      setFailure(errorMessage(error))
    }
  })

  return (
    <AdminDialog opened={opened} onClose={close} title="Record a bank transfer">
      <form noValidate aria-label="Record a bank transfer" onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="md">
          <Text>
            {registration.fullName} paid {formatNaira(registration.amount)} for {registration.sessionTitle}: the seat is theirs,
            and they are e-mailed that it is confirmed.
          </Text>
          {failure ? (
            <Alert {...errorAlert} title="The payment was not recorded" role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextInput
            label="Proof of payment"
            description="The transfer's reference, or where its receipt is: for example “Receipt e-mailed 12 May, ref. 0012345”."
            withAsterisk
            data-autofocus
            error={form.formState.errors.proof?.message}
            {...form.register('proof')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep it unpaid
            </Button>
            <Button type="submit" color="leaf.9" loading={markPaid.isPending}>
              Record payment
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminDialog>
  )
}
