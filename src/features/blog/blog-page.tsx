import { SimpleGrid } from '@mantine/core'
import { blogPosts } from '../../api/resources/content'
import { QueryState } from '../../components/query-state'
import { Section } from '../../components/section'
import { ManagedPageHero } from '../custom-page/managed-page-hero'
import { SiteCta } from '../custom-page/site-cta'
import { PostCard } from './post-card'

export function BlogPage() {
  const query = blogPosts.useList()
  return (
    <>
      <ManagedPageHero pageId="blog" fallbackTitle="Blog" />
      <Section title="Latest Articles" eyebrow="From our engineers">
        <QueryState query={query} label="blog posts">
          {(posts) => (
            <SimpleGrid role="list" aria-label="Blog posts" cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl" verticalSpacing="xl">
              {posts.map((post) => (
                <div role="listitem" key={post.id}>
                  <PostCard post={post} />
                </div>
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Section>
      <SiteCta />
    </>
  )
}
