// How long browsers and caches in between may keep the site's answers (docs/operations.md, HTTP caching).
import { PUBLIC_READ_CACHE_CONTROL } from './public-reads'

/** Pages (rendered or files) and the build's unhashed files: every use revalidates, as the API's public reads do. */
export const PAGE_CACHE_CONTROL = PUBLIC_READ_CACHE_CONTROL

/** Hashed assets: a new build has new names, so a stored copy never goes stale. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable'
