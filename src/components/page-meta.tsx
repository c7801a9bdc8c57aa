import { useQuery } from '@tanstack/react-query'
import { siteSettings } from '../api/resources/settings'

/** Sets the document title and description (React 19 hoists these into <head>). */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const { data: settings } = useQuery(siteSettings.detail())
  const siteName = settings?.siteName ?? 'SunHarvest Energy'
  const fullTitle = title.includes(siteName) ? title : `${title} | ${siteName}`
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  )
}
