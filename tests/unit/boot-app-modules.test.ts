// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { loadAppModules } from '../../src/boot'

// Files share a worker and its document (isolate: false): start from an empty <head>, whatever ran before.
beforeEach(() => document.head.replaceChildren())
afterEach(() => {
  vi.useRealTimers()
  document.head.replaceChildren()
})

it('adds the entry at once and the preloads a few per task, so no one task inserts them all', () => {
  vi.useFakeTimers()
  const modules = Array.from({ length: 20 }, (_, i) => `/assets/m${i}.js`)
  document.head.append(Object.assign(document.createElement('meta'), { name: 'app-modules', content: modules.join(' ') }))
  loadAppModules()
  vi.advanceTimersByTime(1500) // no paint timing in jsdom: the timer starts it
  const preloads = () => document.head.querySelectorAll('link[rel="modulepreload"]').length
  expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/m0.js')
  expect(preloads()).toBe(8)
  vi.advanceTimersToNextTimer()
  expect(preloads()).toBe(16)
  vi.runAllTimers()
  expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(modules.slice(1))
})
