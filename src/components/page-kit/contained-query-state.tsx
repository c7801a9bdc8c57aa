import { Container } from '@mantine/core'
import { QueryState } from '../query-state'

type QueryStateProps<T> = Parameters<typeof QueryState<T>>[0]

/**
 * QueryState for content that renders its own full-width sections: the loading, error and empty
 * states are kept inside the page's content width.
 */
export function ContainedQueryState<T>(props: QueryStateProps<T>) {
  if (props.query.isSuccess && !props.isEmpty?.(props.query.data)) return <QueryState {...props} />
  return (
    <Container size="xl" py={{ base: 40, md: 64 }}>
      <QueryState {...props} />
    </Container>
  )
}
