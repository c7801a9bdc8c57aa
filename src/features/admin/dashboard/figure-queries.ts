import { blogPosts, projects } from '../../../api/resources/content'
import { media } from '../../../api/resources/media'
import { pages } from '../../../api/resources/pages'

/** What the four figures read (the newest of each and the total: a library of 10,000 costs one record). */
export const figureQueries = {
  pages: () => pages.list(),
  media: () => media.page({ pageSize: 1 }),
  posts: () => blogPosts.page({ pageSize: 1 }),
  projects: () => projects.list(),
}
