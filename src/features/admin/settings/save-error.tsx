import { Alert } from '@mantine/core'

/** Why a save failed; the form above keeps what was typed, so nothing has to be entered again. */
export function SaveError({ error, title }: { error: Error | null; title: string }) {
  if (!error) return null
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {error.message} Your entries are kept: correct them or try again.
    </Alert>
  )
}
