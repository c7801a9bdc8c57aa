import { projects } from '../../api/resources/content'
import { publicPaging } from '../../components/page-kit/paging'

/** The public projects, in the order an admin sets: /projects is the first page of 12, /projects/page/2 the next. */
export const projectsPaging = publicPaging('/projects', projects)
