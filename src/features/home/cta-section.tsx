import { homeContent } from '../../api/resources/content'
import { CtaBanner } from '../../components/cta-banner'
import { QueryState } from '../../components/query-state'

/** The closing call to action. */
export function CtaSection() {
  const content = homeContent.useDetail()
  return (
    <QueryState query={content} label="call to action">
      {({ callToAction }) => (
        <CtaBanner
          title={callToAction.title}
          text={callToAction.text}
          actions={[
            { label: callToAction.primary.label, to: callToAction.primary.href },
            { label: callToAction.secondary.label, to: callToAction.secondary.href, variant: 'secondary' },
          ]}
        />
      )}
    </QueryState>
  )
}
