// jsdom lacks a few browser APIs Mantine relies on. (Node-environment tests have no window at all.)
import { speedUpLabels } from './jsdom-labels'

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
  window.IntersectionObserver ??= class {
    readonly root = null
    readonly rootMargin = ''
    readonly thresholds = []
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  } as unknown as typeof IntersectionObserver
  window.scrollTo = () => {}
  speedUpLabels()
  Element.prototype.scrollIntoView ??= () => {}
  // Mantine's autosize Textarea waits for document.fonts.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {} },
    })
  }
}
