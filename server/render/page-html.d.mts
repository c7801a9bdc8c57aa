import type { PrerenderedPage } from '../../src/entry-server'
import type { PrerenderedState } from '../../src/lib/prerendered'

/** What the page writer needs of the SSR bundle (src/entry-server.tsx). */
export interface PageWriterSsr {
  shellRoutes(): { pattern: string; modules: string[] }[]
  PRERENDER_DATA_ID: string
  serializePrerenderedState(state: PrerenderedState): string
}

export function readShell(dist: string): Promise<string>

export function pageWriter(
  dist: string,
  ssr: PageWriterSsr,
): Promise<{ pageHtml: (page: PrerenderedPage, options?: { live?: boolean }) => Promise<string>; appShell: () => string }>
