import { createContext, useContext } from 'react'
import type { Image, MenuItem, SiteSettings } from '../../api/schemas'

/** What a public page's head tags need besides its own title: set by the public layout, absent in the admin. */
export type PublicHead = {
  settings: SiteSettings
  /** The path of the page, as its canonical URL names it. */
  path: string
  mainMenu: readonly MenuItem[]
  /** The image a page without one of its own is shared with. */
  fallbackImage: Pick<Image, 'src' | 'alt'>
}

export const PublicHeadContext = createContext<PublicHead | null>(null)

export const usePublicHead = () => useContext(PublicHeadContext)
