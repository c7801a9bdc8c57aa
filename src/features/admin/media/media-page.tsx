import { MediaLibrary } from './media-library'

/** /dashboard/media */
export const MediaPage = () => <MediaLibrary title="Media Library" uploadOpen={false} />

/** /dashboard/media/upload: the library with its upload panel open. */
export const MediaUploadPage = () => <MediaLibrary title="Upload Media" uploadOpen />
