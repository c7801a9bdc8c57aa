export { GalleryGrid } from './gallery-grid'
export { Lightbox } from './lightbox'
