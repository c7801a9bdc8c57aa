import { homeContent } from '../../api/resources/content'
import { CtaBanner } from '../cta-banner'

/** The site-wide call to action (its copy is the home page's, managed in one place). */
export function SiteCta() {
  const { data } = homeContent.useDetail()
  if (!data) return null
  const { title, text, primary, secondary } = data.callToAction
  return (
    <CtaBanner
      title={title}
      text={text}
      actions={[
        { label: primary.label, to: primary.href },
        { label: secondary.label, to: secondary.href, variant: 'secondary' },
      ]}
    />
  )
}
