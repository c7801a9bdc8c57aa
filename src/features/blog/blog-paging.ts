import { blogPosts } from '../../api/resources/content'
import { publicPaging } from '../../components/page-kit/paging'

/** The public blog, newest first: /blog is the first page of 12 posts, /blog/page/2 the next, and so on. */
export const blogPaging = publicPaging('/blog', blogPosts)
