import { Alert, Box } from '@mantine/core'
import { useParams } from 'react-router-dom'
import { adminCollectionAt } from '../../../api/registry/admin'
import { AdminScreen } from '../../../components/admin-screen'
import { errorAlert, readableColors } from '../forms/field-styles'
import { CollectionListScreen } from './collection-list'
import { DocumentScreen, EditRecordScreen, NewRecordScreen } from './record-screens'

function UnknownCollection({ segment }: { segment?: string }) {
  return (
    <Box style={readableColors}>
      <AdminScreen title="Content not found">
        <Alert {...errorAlert} title="No such content" role="alert">
          There is no content type called &quot;{segment}&quot;. Choose one in the sidebar.
        </Alert>
      </AdminScreen>
    </Box>
  )
}

/** /dashboard/content/:collection: the list, or a one-document collection's form. */
export function CollectionPage() {
  const { collection: segment } = useParams()
  const admin = adminCollectionAt(segment)
  if (!admin) return <UnknownCollection segment={segment} />
  return admin.collection.kind === 'singleton' ? (
    <DocumentScreen admin={admin} />
  ) : (
    <CollectionListScreen key={segment} admin={admin} />
  )
}

/** /dashboard/content/:collection/new */
export function NewRecordPage() {
  const { collection: segment } = useParams()
  const admin = adminCollectionAt(segment)
  if (!admin || !admin.collection.writes.create) return <UnknownCollection segment={segment} />
  return <NewRecordScreen key={segment} admin={admin} />
}

/** /dashboard/content/:collection/:id */
export function EditRecordPage() {
  const { collection: segment, id = '' } = useParams()
  const admin = adminCollectionAt(segment)
  if (!admin || admin.collection.kind === 'singleton') return <UnknownCollection segment={segment} />
  return <EditRecordScreen key={`${segment}/${id}`} admin={admin} id={id} />
}
