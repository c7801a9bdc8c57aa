import { CtaBanner } from '../cta-banner'
import { usePageSection } from './use-page-section'

/** The site-wide call to action: the home page document's "cta" section, managed in one place. */
export function SiteCta() {
  const { section } = usePageSection('home', 'cta')
  if (!section?.heading) return null
  return (
    <CtaBanner
      title={section.heading}
      text={section.text}
      actions={(section.links ?? []).map((link, i) => ({
        label: link.label,
        to: link.href,
        variant: i === 0 ? ('primary' as const) : ('secondary' as const),
      }))}
    />
  )
}
