// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { loadAppModules } from '../../src/boot'

// Files share a worker and its document (isolate: false): start from an empty <head>, whatever ran before.
beforeEach(() => document.head.replaceChildren())
afterEach(() => {
  vi.useRealTimers()
  document.head.replaceChildren()
})

it('preloads every module, a few per task, so no one task inserts them all', () => {
  vi.useFakeTimers()
  const modules = Array.from({ length: 20 }, (_, i) => `/assets/m${i}.js`)
  document.head.append(Object.assign(document.createElement('meta'), { name: 'app-modules', content: modules.join(' ') }))
  loadAppModules()
  vi.advanceTimersByTime(1500) // no paint timing in jsdom: the timer starts it
  const preloads = () => document.head.querySelectorAll('link[rel="modulepreload"]').length
  expect(preloads()).toBe(8)
  vi.advanceTimersToNextTimer()
  expect(preloads()).toBe(16)
  vi.runAllTimers()
  expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(modules)
})

it('runs the modules one script at a time, in the listed order: each after the one before has run', () => {
  vi.useFakeTimers()
  const modules = ['/assets/react.js', '/assets/router.js', '/assets/index.js', '/assets/page.js']
  document.head.append(Object.assign(document.createElement('meta'), { name: 'app-modules', content: modules.join(' ') }))
  loadAppModules()
  vi.advanceTimersByTime(1500)
  const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')]
  expect(scripts().map((script) => script.getAttribute('src'))).toEqual(['/assets/react.js'])
  scripts()[0]!.dispatchEvent(new Event('load'))
  expect(scripts().map((script) => script.getAttribute('src'))).toEqual(['/assets/react.js', '/assets/router.js'])
  // A module that fails to load does not stop the ones after it.
  scripts()[1]!.dispatchEvent(new Event('error'))
  scripts()[2]!.dispatchEvent(new Event('load'))
  expect(scripts().map((script) => script.getAttribute('src'))).toEqual(modules)
  scripts()[3]!.dispatchEvent(new Event('load'))
  expect(scripts()).toHaveLength(4)
})
