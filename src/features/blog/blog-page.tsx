import { blogPosts } from '../../api/resources/content'
import { CardGridPage } from '../../components/page-kit/card-grid-page'
import { PostCard } from './post-card'

export function BlogPage() {
  return (
    <CardGridPage
      pageId="blog"
      fallbackTitle="Blog"
      query={blogPosts.useList()}
      label="blog posts"
      listLabel="Blog posts"
      card={(post) => <PostCard post={post} />}
    />
  )
}
