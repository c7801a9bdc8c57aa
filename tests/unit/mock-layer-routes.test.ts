import { describe, expect, it } from 'vitest'
import { demoApi } from '../../mocks/transport'
import { API_PREFIX } from '../../api/context'
import { importPath, staticImportGraph } from '../support/import-graph'

/**
 * The API's two halves (docs/decisions/024-api-on-demand.md): api/app.ts registers the content's reads, which the
 * mock layer carries from its start; every other route, and the rules only they use, load on the first request that
 * needs them (api/on-demand.ts). A write added to the first half, or a static import that pulls the second into
 * the mock layer, fails here (the size budget, scripts/size.mjs, says by how much).
 */
const graph = staticImportGraph(process.cwd(), ['mocks', 'api', 'server', 'src', 'fixtures'])
const ON_DEMAND = [
  'api/on-demand.ts',
  'api/registrations/holds.ts',
  'api/mail/queue.ts',
  'api/routes/collection-writes.ts',
  'api/rules/emails.ts',
  'src/api/rules/image-bytes.ts',
  'api/rules/seat-reservation.ts',
]

describe('the API the mock layer starts with', () => {
  it('registers reads only: every other method is on demand', () => {
    const methods = demoApi()
      .routes.filter((route) => route.method !== 'ALL' && route.path.startsWith(`${API_PREFIX}/`))
      .map((route) => `${route.method} ${route.path}`)
    expect(methods.length).toBeGreaterThan(20)
    expect(methods.filter((route) => !route.startsWith('GET '))).toEqual([])
  })

  it('does not reach the on-demand half through static imports', () => {
    // The walk does see imports: the on-demand half reaches its rules.
    expect(importPath(graph, 'api/on-demand.ts', (name) => name === 'api/mail/queue.ts')).not.toBeNull()
    const reached = ON_DEMAND.map((module) => importPath(graph, 'mocks/browser.ts', (name) => name === module))
    expect(reached.filter((path) => path !== null).map((path) => path!.join(' → '))).toEqual([])
  })
})
