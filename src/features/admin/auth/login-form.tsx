import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { loginInputSchema, type LoginInput } from '../../../api/schemas'
import { useLogin } from '../../../api/resources/session'
import { applyServerIssues } from '../settings/server-issues'
import { ForgotPassword } from './forgot-password'
import { PasswordField } from './password-field'
import { safeRedirectPath, saveSession } from './session-store'
import { MOCK_ENABLED } from '../../../api/config'

/** The spec's simulated sign-in time: the button reads 'Signing in...' at least this long. */
export const SIGN_IN_DELAY_MS = 1500

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function LoginForm() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const login = useLogin()
  const { register, handleSubmit, setError, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '', remember: false },
  })
  const { errors, isSubmitting } = formState

  const onSubmit = async (input: LoginInput) => {
    const [result] = await Promise.allSettled([login.mutateAsync(input), wait(SIGN_IN_DELAY_MS)])
    if (result.status === 'rejected') {
      applyServerIssues(result.reason, setError)
      return
    }
    saveSession(result.value)
    notifications.show({ title: 'Login successful', message: 'Welcome to the admin dashboard!' })
    await navigate(safeRedirectPath(searchParams.get('redirectTo')), { replace: true })
  }

  // Native checks first (required, type=email): the form has no noValidate.
  return (
    <form onSubmit={handleSubmit(onSubmit)} aria-describedby="login-demo-note">
      <Stack gap="md">
        {login.isError && !isSubmitting ? (
          <Alert color="red" variant="light" title="We couldn't sign you in" role="alert">
            {login.error.message}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="you@example.com"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Checkbox label="Remember me" description="Stay signed in after closing the browser" {...register('remember')} />
        <ForgotPassword />
        <Button type="submit" color="sun.6" autoContrast size="md" fullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
        <Text id="login-demo-note" size="sm" c="dimmed" ta="center">
          {MOCK_ENABLED ? 'Demo: any email and password work.' : 'Live site: sign in with your admin account.'}
        </Text>
      </Stack>
    </form>
  )
}
