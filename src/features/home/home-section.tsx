import type { ComponentProps } from 'react'
import { PageSection } from '../../components/page-kit/page-section'

/** A home page section: its eyebrow, heading and intro come from the home page document. */
export function HomeSection(props: Omit<ComponentProps<typeof PageSection>, 'page'>) {
  return <PageSection page="home" renderWhenNear {...props} />
}
