import type { BreadcrumbList } from 'schema-dts'
import type { MenuItem } from '../../api/schemas'
import type { JsonLd } from './json-ld'
import { absoluteUrl } from './site-url'

export const HOME_CRUMB = 'Home'

/** The menu's name for a path, in its items or their children. */
const menuTitle = (menu: readonly MenuItem[], path: string) =>
  menu.flatMap((item) => [item, ...(item.children ?? [])]).find((item) => item.url === path)?.title

/**
 * Home, then each section above the page that the main menu names (/services above /services/solar-installation,
 * /blog above /blog/page/2), then the page under its own title.
 */
export function breadcrumbJsonLd(
  siteUrl: string,
  path: string,
  title: string,
  menu: readonly MenuItem[],
): JsonLd<BreadcrumbList> {
  const segments = path.split('/').filter(Boolean)
  const sections = segments.slice(0, -1).flatMap((_, index) => {
    const sectionPath = `/${segments.slice(0, index + 1).join('/')}`
    const name = menuTitle(menu, sectionPath)
    return name ? [{ name, path: sectionPath }] : []
  })
  const crumbs = [{ name: HOME_CRUMB, path: '/' }, ...sections, ...(segments.length ? [{ name: title, path }] : [])]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  }
}
