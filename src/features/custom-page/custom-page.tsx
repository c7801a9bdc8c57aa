import { Text } from '@mantine/core'
import { useParams } from 'react-router-dom'
import { ApiError } from '../../api/client'
import { usePage } from '../../api/resources/pages'
import { QueryState } from '../../components/query-state'
import { Screen } from '../../components/screen'
import { NotFoundPage } from '../not-found/not-found-page'

/** A page an admin created (path /pages/{slug}). */
export function CustomPage() {
  const { slug = '' } = useParams()
  const query = usePage(slug)
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />
  return (
    <QueryState query={query} label="page">
      {(page) => (
        <Screen title={page.title} documentTitle={page.metaTitle} description={page.metaDescription || page.description}>
          {page.content.split(/\n{2,}/).map((paragraph, i) => (
            <Text key={i}>{paragraph}</Text>
          ))}
        </Screen>
      )}
    </QueryState>
  )
}
