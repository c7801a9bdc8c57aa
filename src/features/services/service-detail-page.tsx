import { Text } from '@mantine/core'
import { useParams } from 'react-router-dom'
import { ApiError } from '../../api/client'
import { services } from '../../api/resources/content'
import { QueryState } from '../../components/query-state'
import { Screen } from '../../components/screen'
import { NotFoundPage } from '../not-found/not-found-page'

export function ServiceDetailPage() {
  const { slug = '' } = useParams()
  const query = services.useDetail(slug)
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />
  return (
    <QueryState query={query} label="service">
      {(service) => (
        <Screen title={service.title} intro={service.heroSubtitle} description={service.description}>
          <Text>{service.fullDescription}</Text>
        </Screen>
      )}
    </QueryState>
  )
}
