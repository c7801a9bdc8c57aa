import { CardGridPage } from '../../components/page-kit/card-grid-page'
import { Pager } from '../../components/page-kit/pager'
import { usePagedList } from '../../components/page-kit/use-paged-list'
import { NotFoundPage } from '../not-found/not-found-page'
import { blogPaging } from './blog-paging'
import { PostCard } from './post-card'

const PAGER = { nav: 'Blog pages', previous: 'Newer posts', next: 'Older posts' }

export function BlogPage() {
  const { page, answer, items, notFound } = usePagedList(blogPaging)
  if (notFound) return <NotFoundPage />
  return (
    <CardGridPage
      pageId="blog"
      fallbackTitle="Blog"
      query={items}
      label="blog posts"
      listLabel="Blog posts"
      card={(post) => <PostCard post={post} />}
      after={answer.data ? <Pager paging={blogPaging} page={page} total={answer.data.total} labels={PAGER} /> : null}
    />
  )
}
