import { Alert, Anchor, Box } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { ApiError } from '../../../api/client'
import { adminPath, recordTitle, type AdminCollection } from '../../../api/registry/admin'
import { adminQueries } from '../../../api/resources/collection-admin'
import { inputOf } from '../../../api/resources/collection-writes'
import { AdminScreen } from '../../../components/admin-screen'
import { QueryState } from '../../../components/query-state'
import { errorAlert, readableColors } from '../forms/field-styles'
import { RecordForm } from './record-form'

const BackLink = ({ admin }: { admin: AdminCollection }) => (
  <Anchor component={Link} to={adminPath(admin)} c="night.9" fw={600} w="fit-content">
    Back to {admin.collection.label.toLowerCase()}
  </Anchor>
)

/** /dashboard/content/:collection/new */
export function NewRecordScreen({ admin }: { admin: AdminCollection }) {
  const [defaults] = useState(admin.blank)
  return (
    <Box style={readableColors}>
      <AdminScreen title={`New ${admin.collection.labelOne.toLowerCase()}`}>
        <BackLink admin={admin} />
        <RecordForm admin={admin} defaultValues={defaults} />
      </AdminScreen>
    </Box>
  )
}

/** /dashboard/content/:collection/:id */
export function EditRecordScreen({ admin, id }: { admin: AdminCollection; id: string }) {
  const { collection } = admin
  const query = useQuery(adminQueries(collection).detail(id))
  const notFound = query.error instanceof ApiError && query.error.status === 404
  const one = collection.labelOne
  return (
    <Box style={readableColors}>
      <AdminScreen
        title={query.data ? `Edit ${one.toLowerCase()}: ${recordTitle(admin, query.data)}` : `Edit ${one.toLowerCase()}`}
      >
        <BackLink admin={admin} />
        {notFound ? (
          <Alert {...errorAlert} title={`${one} not found`} role="alert">
            There is no {one.toLowerCase()} with the id &quot;{id}&quot;; it may have been deleted.
          </Alert>
        ) : (
          <QueryState query={query} label={one.toLowerCase()}>
            {(record) => <RecordForm key={record.id} admin={admin} id={record.id} defaultValues={inputOf(collection, record)} />}
          </QueryState>
        )}
      </AdminScreen>
    </Box>
  )
}

/** A one-document collection (company profile, training page copy): its form is its screen. */
export function DocumentScreen({ admin }: { admin: AdminCollection }) {
  const { collection } = admin
  const query = useQuery(adminQueries(collection).document())
  return (
    <Box style={readableColors}>
      <AdminScreen title={collection.label} intro={admin.intro}>
        <QueryState query={query} label={collection.label.toLowerCase()}>
          {(record) => <RecordForm admin={admin} defaultValues={inputOf(collection, record)} />}
        </QueryState>
      </AdminScreen>
    </Box>
  )
}
