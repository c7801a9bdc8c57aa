import { Alert, Anchor, Box } from '@mantine/core'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { ApiError } from '../../../api/client'
import { useTrainingSession } from '../../../api/resources/training'
import { AdminScreen } from '../../../components/admin-screen'
import { QueryState } from '../../../components/query-state'
import { errorAlert, readableColors } from '../forms/field-styles'
import { SessionForm } from './session-form'
import { newSessionValues, toFormValues } from './session-form-model'

const BackLink = () => (
  <Anchor component={Link} to="/dashboard/training-sessions" c="night.9" fw={600} w="fit-content">
    Back to all sessions
  </Anchor>
)

/** /dashboard/training-sessions/new */
export function NewSessionPage() {
  const [defaults] = useState(() => newSessionValues())
  return (
    <Box style={readableColors}>
      <AdminScreen title="New Training Session">
        <BackLink />
        <SessionForm defaultValues={defaults} />
      </AdminScreen>
    </Box>
  )
}

/** /dashboard/training-sessions/edit/:id */
export function EditSessionPage() {
  const { id = '' } = useParams()
  const query = useTrainingSession(id)
  const notFound = query.error instanceof ApiError && query.error.status === 404
  return (
    <Box style={readableColors}>
      <AdminScreen title={query.data ? `Edit session: ${query.data.title}` : 'Edit session'}>
        <BackLink />
        {notFound ? (
          <Alert {...errorAlert} title="Session not found" role="alert">
            There is no training session with the id &quot;{id}&quot;; it may have been deleted.
          </Alert>
        ) : (
          <QueryState query={query} label="training session">
            {(session) => <SessionForm key={session.id} id={session.id} defaultValues={toFormValues(session)} />}
          </QueryState>
        )}
      </AdminScreen>
    </Box>
  )
}
