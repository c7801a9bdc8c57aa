import { galleryImages } from '../../api/resources/content'
import { publicPaging } from '../../components/page-kit/paging'

/** The public gallery's photos: /gallery is the first page of 12, /gallery/page/2 the next, and so on. */
export const galleryPaging = publicPaging('/gallery', galleryImages)
