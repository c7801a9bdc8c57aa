import { Grid, Stack } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useSiteSettings } from '../../../api/resources/settings'
import { registrationPrice, sessionToBeTaken } from '../../../api/rules/registration-lifecycle'
import { useToday } from '../../../lib/use-today'
import type {
  RegistrationAnswer,
  RegistrationInput,
  TrainingPackage,
  TrainingProgram,
  TrainingSession,
} from '../../../api/schemas'
import { useFormGuard } from '../../../components/form-guard/use-form-guard'
import { QueryState } from '../../../components/query-state'
import { PageSection } from '../../../components/page-kit/page-section'
import type { ChoiceChannel } from '../choice'
import { TRAINING_COPY_PAGE } from '../training-copy'
import classes from '../training.module.css'
import { EMPTY_REGISTRATION, registrationResolver, type RegistrationFormValues } from './form-values'
import { PackageSummary } from './package-summary'
import { RegistrationForm } from './registration-form'
import { TrainingFaq } from './training-faq'
import { useRegistrationDraft } from './use-registration-draft'
import { useSubmitRegistration } from './use-submit-registration'

const NO_INCLUDES: string[] = []

// What a sent form shows (the success view, the payment dialog) is never server-rendered: it loads as the form is
// sent, beside the request, instead of with the JavaScript every visitor of /training runs.
const loadSuccess = () => import('./registration-success')
const loadPaymentDialog = () => import('./payment-dialog')
const RegistrationSuccess = lazy(() => loadSuccess().then((module) => ({ default: module.RegistrationSuccess })))
const PaymentDialog = lazy(() => loadPaymentDialog().then((module) => ({ default: module.PaymentDialog })))
const loadAnswerViews = () => void Promise.all([loadSuccess(), loadPaymentDialog()]).catch(() => undefined)

interface RegistrationSectionProps {
  choices: ChoiceChannel
  packages: UseQueryResult<TrainingPackage[]>
  sessions: TrainingSession[]
  program: TrainingProgram | undefined
}

/** Anchored 'registration': the form (or the success view), the package details and the training FAQ. */
export function RegistrationSection(props: RegistrationSectionProps) {
  return (
    <div id="registration" tabIndex={-1} className={classes.anchor}>
      <PageSection page={TRAINING_COPY_PAGE} section="training-registration">
        <RegistrationBody {...props} />
      </PageSection>
    </div>
  )
}

/**
 * Inside the section's hydration boundary: react-hook-form renders its host again as soon as it mounts, and a host
 * outside the boundary would hand the still-dehydrated section new children, which makes React hydrate all of it
 * in one synchronous task.
 */
function RegistrationBody({ choices, packages, sessions, program }: RegistrationSectionProps) {
  const form = useForm<RegistrationFormValues, unknown, RegistrationInput>({
    defaultValues: EMPTY_REGISTRATION,
    resolver: registrationResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const settings = useSiteSettings()
  const draft = useRegistrationDraft(form)
  const [answer, setAnswer] = useState<RegistrationAnswer | null>(null)
  // A repeated registration's answer carries nothing stored: no amount, no checkout, no payment dialog.
  const registration = answer && !('alreadyRegistered' in answer) ? answer : null
  const [paymentOpen, setPaymentOpen] = useState(false)
  const successHeading = useRef<HTMLHeadingElement | null>(null)
  const bringSuccessIntoView = useRef(false)
  // The success view is much shorter than the form: it is brought into view behind the dialog once it is there (its
  // code may still be loading when the answer comes).
  const showSuccessHeading = (heading: HTMLHeadingElement | null) => {
    successHeading.current = heading
    if (heading && bringSuccessIntoView.current) {
      bringSuccessIntoView.current = false
      heading.scrollIntoView({ block: 'center' })
    }
  }
  const guard = useFormGuard()

  const { submitting, problem, onSubmit } = useSubmitRegistration({
    form,
    sessions,
    guard,
    onSuccess: (created) => {
      draft.clear()
      form.reset(EMPTY_REGISTRATION)
      setAnswer(created)
      // Someone on the waiting list pays once a seat is held for them; an e-mail already registered was sent its payment page.
      setPaymentOpen(!('alreadyRegistered' in created) && created.status !== 'waiting')
      bringSuccessIntoView.current = true
    },
  })

  const startOver = () => {
    draft.clear()
    form.reset(EMPTY_REGISTRATION)
    setAnswer(null)
    requestAnimationFrame(() => form.setFocus('fullName'))
  }

  useEffect(
    () =>
      choices.listen(({ packageId, sessionId }) => {
        setAnswer(null)
        const validate = form.formState.isSubmitted
        form.setValue('trainingPackage', packageId, { shouldDirty: true, shouldValidate: validate })
        form.setValue('sessionId', sessionId ?? '', { shouldDirty: true })
      }),
    [choices, form],
  )

  const packageId = useWatch({ control: form.control, name: 'trainingPackage' })
  const sessionId = useWatch({ control: form.control, name: 'sessionId' })
  const today = useToday()
  return (
    <QueryState query={packages} label="training packages">
      {(list) => {
        const registered = answer ? list.find((pkg) => pkg.id === answer.trainingPackage) : undefined
        // The form is reset behind the success view: until another person registers, the package is the registered one.
        const chosen = registered ?? list.find((pkg) => pkg.id === packageId)
        const shown = chosen ?? list.find((pkg) => pkg.id === 'beginner') ?? list[0]
        const amount =
          registration?.amount ?? (shown ? registrationPrice(shown, sessionToBeTaken(sessions, shown.id, sessionId, today)) : 0)
        return (
          <Grid gap={{ base: 40, md: 48 }}>
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <div className={classes.formCard}>
                {answer ? (
                  <Suspense fallback={null}>
                    <RegistrationSuccess
                      answer={answer}
                      headingRef={showSuccessHeading}
                      onShowPayment={() => setPaymentOpen(true)}
                      onRegisterAnother={startOver}
                    />
                  </Suspense>
                ) : (
                  <RegistrationForm
                    form={form}
                    packages={list}
                    sessions={sessions}
                    submitting={submitting}
                    problem={problem}
                    guard={guard}
                    onSubmit={(event) => {
                      loadAnswerViews()
                      onSubmit(event)
                    }}
                  />
                )}
              </div>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Stack gap="xl">
                {shown ? (
                  <PackageSummary
                    pkg={shown}
                    includes={program?.packageIncludes ?? NO_INCLUDES}
                    isDefault={!chosen}
                    amount={amount}
                  />
                ) : null}
                <TrainingFaq />
              </Stack>
            </Grid.Col>
            {registration ? (
              <Suspense fallback={null}>
                <PaymentDialog
                  opened={paymentOpen}
                  onClose={() => {
                    setPaymentOpen(false)
                    successHeading.current?.focus()
                  }}
                  registration={registration}
                  pkg={registered}
                  settings={settings.data}
                />
              </Suspense>
            ) : null}
          </Grid>
        )
      }}
    </QueryState>
  )
}
