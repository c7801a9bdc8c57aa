// Runs in <head>, before first paint. Kept external: the CSP forbids inline script.

// 1. When this browser's API data may differ from the prerendered seed (admin edits in the mock's stored
//    database, or mock faults set for testing), the seed content must not flash before the app renders its own.
try {
  const storage = window.localStorage
  let differs =
    storage.getItem('sunharvest-demo-db') !== null ||
    storage.getItem('sunharvest-mock-faults') !== null ||
    /[?&]mock-faults=/.test(window.location.search)
  for (let i = 0; !differs && i < storage.length; i++) differs = (storage.key(i) ?? '').startsWith('sunharvest-db/record/')
  if (differs) document.documentElement.setAttribute('data-local-edits', '')
} catch {
  // Storage blocked: nothing can have been edited here.
}

// 2. A prerendered page lists its app modules (entry first) in <meta name="app-modules"> and loads them once
//    its content has painted: the page shows from its HTML, and the hero image does not share a slow connection with
//    the scripts that make the page interactive. (The app shell, for other routes, loads its entry at once.)
const appModules = document.querySelector('meta[name="app-modules"]')
if (appModules) {
  const [entry, ...imports] = appModules.content.split(' ').filter(Boolean)
  let started = false
  const start = () => {
    if (started || !entry) return
    started = true
    const tags = document.createDocumentFragment()
    for (const href of imports) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      tags.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    tags.append(script)
    document.head.append(tags)
  }
  // Once the page's content is painted; a hidden tab (which paints nothing) or a browser without paint
  // timing starts on a timer instead.
  try {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      setTimeout(start, 0)
    }).observe({ type: 'paint', buffered: true })
  } catch {
    addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => setTimeout(start, 0)))
  }
  setTimeout(start, 1500)
}
