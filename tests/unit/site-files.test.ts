// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { siteFile } from '../../server/http/site-files'

/** A build: a prerendered page, the app shell, the Not Found page, an asset and the host's own files. */
function build({ notFoundPage }: { notFoundPage: boolean }) {
  const dist = mkdtempSync(join(tmpdir(), 'site-files-'))
  for (const dir of ['training', 'assets']) mkdirSync(join(dist, dir))
  for (const file of ['index.html', 'spa.html', 'training/index.html', 'assets/app.js', '_headers', '_redirects'])
    writeFileSync(join(dist, file), '')
  if (notFoundPage) writeFileSync(join(dist, '404.html'), '')
  return dist
}
const withPage = build({ notFoundPage: true })
const withoutPage = build({ notFoundPage: false })
afterAll(() => [withPage, withoutPage].forEach((dist) => rmSync(dist, { recursive: true, force: true })))

describe('which file answers a path (server/http/site-files.ts)', () => {
  it('serves files and prerendered pages with 200', () => {
    expect(siteFile(withPage, '/')).toEqual({ file: '/index.html', status: 200 })
    expect(siteFile(withPage, '/training/')).toEqual({ file: '/training/index.html', status: 200 })
    expect(siteFile(withPage, '/assets/app.js')).toEqual({ file: '/assets/app.js', status: 200 })
    expect(siteFile(withPage, '/404.html')).toEqual({ file: '/404.html', status: 200 })
  })

  it('answers an unknown path with the Not Found page and 404, or the app shell and 404 in a build without one', () => {
    for (const path of ['/no-such-page', '/services/no-such-service', '/dashboards', '/administrator'])
      expect(siteFile(withPage, path)).toEqual({ file: '/404.html', status: 404 })
    expect(siteFile(withoutPage, '/no-such-page')).toEqual({ file: '/spa.html', status: 404 })
  })

  it('keeps the app shell with 200 for the admin, the login and below', () => {
    for (const path of ['/admin', '/admin/', '/dashboard', '/dashboard/settings', '/dashboard/no-such-screen'])
      expect(siteFile(withPage, path)).toEqual({ file: '/spa.html', status: 200 })
  })

  it("answers nothing for a missing file, the host's configuration or a path that does not decode", () => {
    for (const path of ['/missing.png', '/assets/gone.js', '/_headers', '/_redirects', '/%E0%A4%A'])
      expect(siteFile(withPage, path)).toBeNull()
  })

  it("the server's mode: the app shell with 200 for every path it has no HTML for", () => {
    for (const path of ['/no-such-page', '/pages/created-after-the-build', '/dashboard/settings'])
      expect(siteFile(withPage, path, { unknownPaths: 'app-shell' })).toEqual({ file: '/spa.html', status: 200 })
    expect(siteFile(withPage, '/missing.png', { unknownPaths: 'app-shell' })).toBeNull()
  })
})
