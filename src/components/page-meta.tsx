import { useQuery } from '@tanstack/react-query'
import { siteSettings } from '../api/resources/settings'
import type { Image } from '../api/schemas'
import { usePublicHead } from './seo/public-head'
import { ShareTags } from './seo/share-tags'

type PageMetaProps = {
  title: string
  /** The page's heading when the title differs (a meta title): its name in the breadcrumb. */
  heading?: string
  description?: string
  /** The picture a shared link shows (the page's hero); the site's logo when it has none. */
  image?: Image
  /** A page no search engine should list (Not Found): a robots `noindex`, and no canonical URL or share tags. */
  noindex?: boolean
}

/**
 * Sets the document title and description and, on a public page, its canonical URL, link-preview tags and
 * breadcrumb (React 19 hoists the <title>, <meta> and <link> into <head>).
 */
export function PageMeta({ title, heading, description, image, noindex = false }: PageMetaProps) {
  const { data: settings } = useQuery(siteSettings.detail())
  const head = usePublicHead()
  const siteName = settings?.siteName ?? 'SunHarvest Energy'
  const fullTitle = title.includes(siteName) ? title : `${title} | ${siteName}`
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {head && !noindex ? (
        <ShareTags
          head={head}
          title={title}
          name={heading || title}
          description={description || head.settings.tagline}
          image={image}
        />
      ) : null}
    </>
  )
}
