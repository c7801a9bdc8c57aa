// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { leanMswBrowser, MSW_VERSION, mswVersionOf } from '../../scripts/msw-lean.mjs'

const file = join(dirname(createRequire(import.meta.url).resolve('msw/package.json')), 'lib/browser/index.mjs')
const code = readFileSync(file, 'utf8')
const version = mswVersionOf(file)

describe("the client build's msw (scripts/msw-lean.mjs)", () => {
  it('is the version the plugin was written for', () => {
    expect(file).toMatch(/[\\/]msw[\\/]lib[\\/]browser[\\/]index\.mjs$/)
    expect(version).toBe(MSW_VERSION)
  })

  it('loses the WebSocket and XMLHttpRequest interceptors and keeps the service worker and the fetch fallback', () => {
    const lean = leanMswBrowser(code, { version, id: file })
    for (const gone of [
      'WebSocketInterceptor',
      'XMLHttpRequestInterceptor',
      'resolveWebSocketUrl',
      'XMLHttpRequest',
      'WebSocket',
    ]) {
      expect(lean.code).not.toContain(gone)
    }
    for (const kept of [
      'FetchInterceptor',
      'ServiceWorkerSource',
      'FallbackHttpSource',
      'supportsServiceWorker',
      'setupWorker',
    ]) {
      expect(lean.code).toContain(kept)
    }
    expect(lean.code).toMatch(/sources: \[httpSource\]/)
    expect(lean.code).toMatch(/interceptors: \[new FetchInterceptor\(\)\]/)
    expect(lean.code.length).toBeLessThan(code.length * 0.75)
    expect(lean.map.sources).toEqual([file])
  })

  it('fails, naming what it misses, when msw changes under it', () => {
    const lean =
      (text: string, v = version) =>
      () =>
        leanMswBrowser(text, { version: v })
    expect(lean(code, '2.99.0')).toThrow(/msw 2\.99\.0: installed version is not 2\.15\.0.*re-check/)
    // The WebSocket source written another way.
    const otherSources = code.replace('new InterceptorSource2({', 'new InterceptorSource2({ quiet: true,')
    expect(otherSources).not.toBe(code)
    expect(lean(otherSources)).toThrow(/WebSocket source .* was found 0 times/)
    const otherFallback = code.replace(
      '[new XMLHttpRequestInterceptor(), new FetchInterceptor()]',
      '[new FetchInterceptor(), new XMLHttpRequestInterceptor()]',
    )
    expect(otherFallback).not.toBe(code)
    expect(lean(otherFallback)).toThrow(/fallback mode's interceptors .* was found 0 times/)
    // A section renamed or gone.
    const renamed = code.replace(/resolveWebSocketUrl-[\w-]+\.mjs/, 'resolve-websocket-url.mjs')
    expect(renamed).not.toBe(code)
    expect(lean(renamed)).toThrow(/the section of resolveWebSocketUrl .* was found 0 times/)
    // Something kept that uses what is dropped.
    expect(lean(`${code}\nglobalThis.resolve = resolveWebSocketUrl;\n`)).toThrow(
      /`resolveWebSocketUrl`, declared in the dropped section of resolveWebSocketUrl, is still referenced/,
    )
    expect(
      lean(code.replace('var FallbackHttpSource', 'var kBefore = () => new XMLHttpRequestController();\nvar FallbackHttpSource')),
    ).toThrow(/`XMLHttpRequestController`, declared in the dropped section of the XMLHttpRequest interceptor/)
    // A name only in a string is not a use.
    expect(lean(`${code}\nconsole.info("resolveWebSocketUrl");\n`)).not.toThrow()
  })
})
