// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MOCK_WORKER_URL } from '../../mocks/boot-guard'

type FetchListener = (event: { request: Request; stopImmediatePropagation: () => void }) => void

/** Runs public/mock-worker.js as the worker registered at `scriptUrl`; returns which URLs msw would be asked about. */
function workerAt(scriptUrl: string) {
  const listeners: FetchListener[] = []
  const self = {
    location: new URL(scriptUrl, 'http://site.test/'),
    registration: { scope: 'http://site.test/' },
    addEventListener: (type: string, listener: FetchListener) => void (type === 'fetch' && listeners.push(listener)),
  }
  const imported: string[] = []
  new Function('self', 'importScripts', readFileSync('public/mock-worker.js', 'utf8'))(self, (url: string) => imported.push(url))
  expect(imported).toEqual(['./mockServiceWorker.js'])
  return (url: string, headers: Record<string, string> = {}) => {
    let stopped = false
    for (const listener of listeners)
      listener({
        request: new Request(new URL(url, 'http://site.test/'), { headers }),
        stopImmediatePropagation: () => (stopped = true),
      })
    return !stopped
  }
}

describe('the mock service worker', () => {
  it('hands msw the API and the uploads, and byte ranges; everything else goes to the network', () => {
    const reachesMsw = workerAt(MOCK_WORKER_URL)
    expect(reachesMsw('/api/faqs')).toBe(true)
    expect(reachesMsw('/api/blog-posts?page=2')).toBe(true)
    expect(reachesMsw('/uploads/media-1.png')).toBe(true)
    expect(reachesMsw('/media/training.mp4', { Range: 'bytes=0-' })).toBe(true)
    expect(reachesMsw('/media/training.mp4')).toBe(false)
    expect(reachesMsw('/images/photos/roof.webp')).toBe(false)
    expect(reachesMsw('/assets/index-abc.js')).toBe(false)
    expect(reachesMsw('/apiary')).toBe(false)
  })

  it('registered without the query (an older build), keeps only the chunks from msw', () => {
    const reachesMsw = workerAt('/mock-worker.js')
    expect(reachesMsw('/api/faqs')).toBe(true)
    expect(reachesMsw('/images/photos/roof.webp')).toBe(true)
    expect(reachesMsw('/assets/index-abc.js')).toBe(false)
  })
})
