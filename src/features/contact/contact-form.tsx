import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { IconAlertCircle, IconSend } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ApiError } from '../../api/client'
import { lazyZodResolver } from '../../api/lazy-zod-resolver'
import { HoneypotField } from '../../components/form-guard/honeypot-field'
import { useFormGuard } from '../../components/form-guard/use-form-guard'
import { useSendContactMessage } from '../../api/resources/inquiries'
import type { contactInputSchema, ContactInput, FieldIssue } from '../../api/schemas'
import { isContactField, SEND_FAILED, SERVICE_OPTIONS, type ContactField } from './contact-options'

type ContactFormValues = z.input<typeof contactInputSchema>

const contactResolver = lazyZodResolver<ContactFormValues, ContactInput>((s) => s.contactInputSchema)

interface ContactFormProps {
  onSent: () => void
  /** Put the cursor in the first field (after 'Send Another Message'). */
  autoFocus?: boolean
}

/** Validates on submit, then on every change; focuses the first invalid field. */
export function ContactForm({ onSent, autoFocus = false }: ContactFormProps) {
  const mutation = useSendContactMessage()
  const sending = useRef(false)
  const guard = useFormGuard()
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: contactResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: { name: '', email: '', phone: '', message: '' },
  })

  useEffect(() => {
    if (autoFocus) setFocus('name')
  }, [autoFocus, setFocus])

  const send = async ({ phone, ...values }: ContactInput) => {
    // One request however often the button is pressed; after a success the form is replaced, so the
    // guard is only lifted when the send failed and may be retried.
    if (sending.current) return
    sending.current = true
    try {
      await mutation.mutateAsync({ ...values, ...(phone ? { phone } : {}), ...guard.fields() })
      onSent()
    } catch (error) {
      sending.current = false
      // Typed values stay in the form; the server's field issues go under their fields.
      const issues = (error instanceof ApiError ? error.issues : []).filter(
        (issue): issue is FieldIssue & { path: ContactField } => isContactField(issue.path),
      )
      issues.forEach((issue, i) => setError(issue.path, { type: 'server', message: issue.message }, { shouldFocus: i === 0 }))
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(send)(event)} noValidate aria-label="Contact form">
      <Stack gap="md">
        {mutation.isError ? (
          <Alert color="red" variant="light" role="alert" title={SEND_FAILED} icon={<IconAlertCircle aria-hidden />}>
            {mutation.error.message}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" required autoComplete="name" error={errors.name?.message} {...register('name')} />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            placeholder="+234 ..."
            error={errors.phone?.message}
            {...register('phone')}
          />
          <NativeSelect
            label="Service"
            required
            data={SERVICE_OPTIONS}
            error={errors.service?.message}
            {...register('service')}
          />
        </SimpleGrid>
        <Textarea label="Message" required rows={5} error={errors.message?.message} {...register('message')} />
        <HoneypotField guard={guard} />
        <Group>
          <Button
            type="submit"
            size="md"
            color="sun.6"
            autoContrast
            loading={mutation.isPending}
            disabled={mutation.isPending}
            rightSection={<IconSend size={18} aria-hidden />}
          >
            Send Message
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
