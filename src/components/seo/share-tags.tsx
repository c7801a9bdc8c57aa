import type { Image } from '../../api/schemas'
import { breadcrumbJsonLd } from '../../lib/structured-data/breadcrumbs'
import { absoluteUrl } from '../../lib/structured-data/site-url'
import { JsonLdScript } from './json-ld-script'
import type { PublicHead } from './public-head'

type ShareTagsProps = {
  head: PublicHead
  /** The page's title, for link previews. */
  title: string
  /** The page's name in its breadcrumb. */
  name: string
  description?: string
  image?: Pick<Image, 'src' | 'alt'> & Partial<Pick<Image, 'width' | 'height'>>
}

/** A public page's canonical URL, Open Graph and Twitter card tags and its breadcrumb trail. */
export function ShareTags({ head, title, name, description, image }: ShareTagsProps) {
  const { settings, path, mainMenu } = head
  const url = absoluteUrl(settings.siteUrl, path)
  const shared = image ?? head.fallbackImage
  const imageUrl = absoluteUrl(settings.siteUrl, shared.src)
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={settings.siteName} />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:image" content={imageUrl} />
      {shared.alt ? <meta property="og:image:alt" content={shared.alt} /> : null}
      {image?.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image?.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      <meta name="twitter:image" content={imageUrl} />
      <JsonLdScript data={breadcrumbJsonLd(settings.siteUrl, path, name, mainMenu)} />
    </>
  )
}
