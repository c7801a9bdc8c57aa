import { notifications } from '@mantine/notifications'
import { useRef, useState, type FormEvent } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { ApiError } from '../../../api/client'
import { useRegisterForTraining } from '../../../api/resources/inquiries'
import { packageSchedule } from '../../../api/rules/training-schedule'
import type { RegistrationAnswer, RegistrationInput, TrainingSession } from '../../../api/schemas'
import type { FormGuard } from '../../../components/form-guard/use-form-guard'
import { useToday } from '../../../lib/use-today'
import classes from '../training.module.css'
import { REGISTRATION_FIELDS, type RegistrationFormValues } from './form-values'

/** The specified submit takes 1.5 s: the real request is shown at least that long. */
export const MIN_SUBMIT_MS = 1500

/** Fields the form shows an error under; any other issue goes to the message above the button. */
const FIELDS_WITH_MESSAGES = new Set<string>(REGISTRATION_FIELDS.filter((field) => field !== 'sessionId'))

type Form = UseFormReturn<RegistrationFormValues, unknown, RegistrationInput>
type Outcome = { ok: true; registration: RegistrationAnswer } | { ok: false; error: unknown }

/** The toasts' close button gets a name and their text AA contrast (Mantine's defaults have neither). */
const TOAST = {
  closeButtonProps: { 'aria-label': 'Close notification' },
  classNames: { description: classes.toastText },
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Options {
  form: Form
  sessions: TrainingSession[]
  guard: FormGuard
  onSuccess: (registration: RegistrationAnswer) => void
}

/**
 * idle -> submitting ('Processing...', at least 1.5 s, one request however often it is clicked) -> success, or
 * back to idle with every value kept, the error toast, field issues under their fields and a full session explained.
 */
export function useSubmitRegistration({ form, sessions, guard, onSuccess }: Options) {
  const mutation = useRegisterForTraining()
  const today = useToday()
  const busy = useRef(false)
  const [submitting, setSubmitting] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const send = async (input: RegistrationInput) => {
    if (busy.current) return
    busy.current = true
    setSubmitting(true)
    setProblem(null)
    // The session picker shows the earliest open session first; sending none lets the API take exactly that one.
    // A session no longer offered (held since, or full) is not sent either.
    const { open } = packageSchedule(sessions, input.trainingPackage, today)
    const chosen = input.sessionId && open.some((s) => s.id === input.sessionId)
    const payload: RegistrationInput = { ...input, sessionId: chosen ? input.sessionId : undefined, ...guard.fields() }
    const [outcome] = await Promise.all([
      mutation.mutateAsync(payload).then(
        (registration): Outcome => ({ ok: true, registration }),
        (error: unknown): Outcome => ({ ok: false, error }),
      ),
      wait(MIN_SUBMIT_MS),
    ])
    busy.current = false
    setSubmitting(false)
    if (outcome.ok) {
      notifications.show({
        ...TOAST,
        color: 'leaf.8',
        ...('alreadyRegistered' in outcome.registration
          ? { title: 'You are already registered', message: 'We have e-mailed you your payment page.' }
          : { title: 'Registration submitted!', message: 'Your information has been sent to our team.' }),
      })
      onSuccess(outcome.registration)
    } else {
      showFailure(outcome.error)
    }
  }

  const showFailure = (error: unknown) => {
    notifications.show({ ...TOAST, color: 'red', title: 'Something went wrong', message: 'Please try again later.' })
    if (error instanceof ApiError && error.status === 422 && error.issues.length) {
      const unplaced: string[] = []
      let first = true
      for (const issue of error.issues) {
        if (FIELDS_WITH_MESSAGES.has(issue.path)) {
          form.setError(
            issue.path as keyof RegistrationFormValues,
            { type: 'server', message: issue.message },
            { shouldFocus: first },
          )
          first = false
        } else unplaced.push(issue.message)
      }
      if (unplaced.length) setProblem(unplaced.join(' '))
      return
    }
    // A full session (409), a network failure or a server error: say what happened where the button is.
    setProblem(error instanceof ApiError ? error.message : 'Your registration could not be sent. Please try again.')
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy.current) {
      event.preventDefault()
      return
    }
    void form.handleSubmit(send)(event)
  }

  return { submitting, problem, onSubmit }
}
