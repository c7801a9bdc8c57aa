// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { MOCK_WORKER_URL, storedDataDiffers } from '../../mocks/boot-guard'
import { MOCK_READY_EVENT, MOCK_WANTED_ATTRIBUTE, MOCK_WANTED_EVENT } from '../../src/api/signals'
import { FAULTS_KEY, FAULTS_PARAM, STORE_KEYS } from '../../mocks/store/keys'
import { buildBootScript } from '../../scripts/boot-script.mjs'

describe('the boot guard', () => {
  afterEach(() => localStorage.clear())

  it('finds the data the mock keeps: stored records, an old snapshot, fault rules or the fault URL flag', () => {
    expect(storedDataDiffers(localStorage, '')).toBe(false)
    expect(storedDataDiffers(localStorage, `?${FAULTS_PARAM}=off`)).toBe(true)
    expect(storedDataDiffers(localStorage, '?tab=schedule')).toBe(false)
    for (const key of [`${STORE_KEYS.record}pages/home`, STORE_KEYS.legacySnapshot, FAULTS_KEY]) {
      localStorage.setItem('unrelated', '1')
      localStorage.setItem(key, '{}')
      expect(storedDataDiffers(localStorage, '')).toBe(true)
      localStorage.clear()
    }
  })
})

describe('the built /boot.js', () => {
  let script = ''
  beforeAll(async () => {
    script = await buildBootScript()
  }, 30_000)
  afterEach(() => {
    localStorage.clear()
    document.documentElement.removeAttribute('data-local-edits')
    document.documentElement.removeAttribute(MOCK_WANTED_ATTRIBUTE)
    // The script adds the app's entry and its preloads to <head>; the next file in this worker must not find them.
    document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]').forEach((node) => node.remove())
  })

  /** Counts the "mock wanted" signals sent on window. */
  function countWanted(): { count: () => number; stop: () => void } {
    let sent = 0
    const listener = () => sent++
    addEventListener(MOCK_WANTED_EVENT, listener)
    return { count: () => sent, stop: () => removeEventListener(MOCK_WANTED_EVENT, listener) }
  }

  it('is one small classic script with no import left', () => {
    expect(script).not.toMatch(/\bimport\s*[({'"]|\bexport\b/)
    // 3.7 KB minified since the whole stylesheets load first and then apply together (src/boot.ts).
    expect(script.length).toBeLessThan(3800)
  })

  it('marks <html> before first paint when this browser holds stored records, and not otherwise', () => {
    new Function(script)()
    expect(document.documentElement.hasAttribute('data-local-edits')).toBe(false)
    localStorage.setItem(`${STORE_KEYS.record}services/solar-installation`, '{}')
    new Function(script)()
    expect(document.documentElement.hasAttribute('data-local-edits')).toBe(true)
  })

  it('registers the mock service worker at once on the app shell, and never on a prerendered page', () => {
    const registered: string[] = []
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register: (url: string) => (registered.push(url), Promise.resolve()) },
    })
    const meta = Object.assign(document.createElement('meta'), { name: 'app-modules', content: '/assets/index.js' })
    document.head.append(meta)
    // The page's modules would start on a 1.5 s timer (no paint timing in jsdom), in whatever file runs next here.
    vi.useFakeTimers()
    new Function(script)()
    vi.useRealTimers()
    expect(registered).toEqual([])
    meta.remove()
    new Function(script)()
    expect(registered).toEqual([MOCK_WORKER_URL])
    Reflect.deleteProperty(navigator, 'serviceWorker')
  })

  it('holds a raw fetch of an API path until the mock has started, and lets every other request through', async () => {
    const sent: string[] = []
    const realFetch = window.fetch
    window.fetch = ((input: RequestInfo | URL) => (sent.push(String(input)), Promise.resolve(new Response('{}')))) as typeof fetch
    new Function(script)()
    const api = window.fetch('/api/services')
    void window.fetch('/images/logo.png')
    await Promise.resolve()
    expect(sent).toEqual(['/images/logo.png'])
    expect(document.documentElement.hasAttribute(MOCK_WANTED_ATTRIBUTE)).toBe(true)
    dispatchEvent(new Event(MOCK_READY_EVENT))
    await api
    expect(sent).toEqual(['/images/logo.png', '/api/services'])
    window.fetch = realFetch
  })

  it("wants the mock at the visitor's first interaction, once, and not before", () => {
    const wanted = countWanted()
    new Function(script)()
    expect(wanted.count()).toBe(0)
    expect(document.documentElement.hasAttribute(MOCK_WANTED_ATTRIBUTE)).toBe(false)
    dispatchEvent(new Event('pointermove'))
    dispatchEvent(new Event('keydown'))
    expect(wanted.count()).toBe(1)
    expect(document.documentElement.hasAttribute(MOCK_WANTED_ATTRIBUTE)).toBe(true)
    wanted.stop()
  })

  it("enables a prerendered page's whole stylesheets at the first interaction, not before", () => {
    const appModules = Object.assign(document.createElement('meta'), { name: 'app-modules', content: '' })
    document.head.append(appModules)
    new Function(script)()
    // Parsed after the script, as in the page (scripts/prerender.mjs).
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/assets/index.css' })
    link.setAttribute('disabled', '')
    link.setAttribute('data-inlined', '')
    document.head.append(link)
    dispatchEvent(new Event('load'))
    expect(link.hasAttribute('disabled')).toBe(true)
    dispatchEvent(new Event('focusin'))
    expect(link.hasAttribute('disabled')).toBe(false)
    appModules.remove()
    link.remove()
  })

  it('applies the whole stylesheets together, once every one has loaded: a partial cascade would move the page', async () => {
    const appModules = Object.assign(document.createElement('meta'), { name: 'app-modules', content: '' })
    document.head.append(appModules)
    new Function(script)()
    const links = ['/assets/index.css', '/assets/home-page.css'].map((href) => {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
      link.setAttribute('disabled', '')
      link.setAttribute('data-inlined', '')
      document.head.append(link)
      return link
    })
    dispatchEvent(new Event('focusin'))
    // Loading (no longer disabled), not applying yet.
    expect(links.map((link) => [link.hasAttribute('disabled'), link.media])).toEqual([
      [false, 'not all'],
      [false, 'not all'],
    ])
    links[0]!.dispatchEvent(new Event('load'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(links.map((link) => link.media)).toEqual(['not all', 'not all'])
    links[1]!.dispatchEvent(new Event('error'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(links.map((link) => link.hasAttribute('media'))).toEqual([false, false])
    appModules.remove()
    for (const link of links) link.remove()
  })

  it('wants the mock when a raw fetch of an API path is held', () => {
    const realFetch = window.fetch
    window.fetch = (() => Promise.resolve(new Response('{}'))) as typeof fetch
    const wanted = countWanted()
    new Function(script)()
    void window.fetch('/images/logo.png')
    expect(wanted.count()).toBe(0)
    void window.fetch('/api/services')
    expect(wanted.count()).toBe(1)
    wanted.stop()
    dispatchEvent(new Event(MOCK_READY_EVENT))
    window.fetch = realFetch
  })

  it('holds a form sent before the app took it, which the browser would send as a GET with the fields in the address', () => {
    new Function(script)()
    const send = (form: HTMLFormElement) => {
      document.body.append(form)
      const submit = new Event('submit', { bubbles: true, cancelable: true })
      form.dispatchEvent(submit)
      form.remove()
      return submit
    }
    const early = document.createElement('form')
    expect(send(early).defaultPrevented).toBe(true)
    expect(early.dataset.held).toBe('1')
    // Once hydrated, the app's handler takes it: nothing is held.
    const taken = document.createElement('form')
    taken.addEventListener('submit', (event) => event.preventDefault())
    send(taken)
    expect(taken.dataset.held).toBeUndefined()
  })

  it('leaves the guard out when the build has no mock', async () => {
    const withoutMock = await buildBootScript({ mock: false })
    expect(withoutMock).not.toContain(STORE_KEYS.record)
    expect(withoutMock).not.toContain(MOCK_WORKER_URL)
    expect(script).toContain(STORE_KEYS.record)
  }, 30_000)
})
