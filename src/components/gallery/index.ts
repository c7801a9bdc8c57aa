export { GalleryGrid } from './gallery-grid'
