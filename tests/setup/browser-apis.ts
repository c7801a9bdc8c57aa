// jsdom lacks a few browser APIs Mantine relies on. (Node-environment tests have no window at all.)
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
  window.scrollTo = () => {}
  Element.prototype.scrollIntoView ??= () => {}
}
