import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { CardGridPage } from '../../components/page-kit/card-grid-page'
import { NotFoundPage } from '../not-found/not-found-page'
import { BlogPager } from './blog-pager'
import { blogPage, blogPageNumber } from './blog-paging'
import { PostCard } from './post-card'

export function BlogPage() {
  const page = blogPageNumber(useParams().page)
  const list = useQuery({ ...blogPage(page ?? 1), enabled: page !== null })
  const posts = useQuery({ ...blogPage(page ?? 1), enabled: page !== null, select: (answer) => answer.items })
  // A page past the last one (or /blog/page/abc) is not a page of the blog.
  if (page === null || (page > 1 && list.data?.items.length === 0)) return <NotFoundPage />
  return (
    <CardGridPage
      pageId="blog"
      fallbackTitle="Blog"
      query={posts}
      label="blog posts"
      listLabel="Blog posts"
      card={(post) => <PostCard post={post} />}
      after={list.data ? <BlogPager page={page} total={list.data.total} /> : null}
    />
  )
}
