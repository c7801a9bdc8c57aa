import { Container, Text } from '@mantine/core'
import { useParams } from 'react-router-dom'
import { ApiError } from '../../api/client'
import { usePage } from '../../api/resources/pages'
import type { Page } from '../../api/schemas'
import { PageHero } from '../../components/page-hero'
import { QueryState } from '../../components/query-state'
import { NotFoundPage } from '../not-found/not-found-page'
import { HeroPlaceholder } from '../../components/page-kit/hero-placeholder'
import classes from '../../components/page-kit/page-kit.module.css'
import { useFeaturedImage } from '../../components/page-kit/use-featured-image'

/** A page an admin created (path /pages/{slug}). */
export function CustomPage() {
  const { slug = '' } = useParams()
  const query = usePage(slug)
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />
  return (
    <QueryState query={query} label="page" loading={<HeroPlaceholder label="page" />}>
      {(page) => <CustomPageView page={page} />}
    </QueryState>
  )
}

function CustomPageView({ page }: { page: Page }) {
  const image = useFeaturedImage(page.featuredImage || undefined)
  const paragraphs = page.content.split(/\n{2,}/).filter((p) => p.trim())
  return (
    <>
      <PageHero
        title={page.title}
        subtitle={page.description || undefined}
        image={image}
        metaTitle={page.metaTitle}
        metaDescription={page.metaDescription || page.description}
      />
      <Container size="lg" py={{ base: 48, md: 80 }}>
        <div className={classes.prose}>
          {paragraphs.map((paragraph, i) => (
            <Text key={i} size="lg" style={{ whiteSpace: 'pre-line' }}>
              {paragraph}
            </Text>
          ))}
        </div>
      </Container>
    </>
  )
}
