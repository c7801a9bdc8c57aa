import { onFirstInteraction, PRERENDERED_PAGE } from './api/signals'

const PRELOADS_PER_TASK = 8

/**
 * A prerendered page inlines only the CSS rules its HTML can use, and links its whole stylesheets disabled
 * (scripts/prerender.mjs). They are enabled at the first interaction, before the app renders what that interaction
 * opens (a menu, a dialog, a toast); until then the hydrated page looks the same with or without them. (A page the
 * app renders anew instead of hydrating enables them first: main.tsx.)
 */
export function applyFullStylesOnFirstInteraction(): void {
  // (This runs in <head> before the links are parsed: they are looked up when needed.)
  if (document.querySelector(PRERENDERED_PAGE)) onFirstInteraction(() => void enableFullStyles())
}

/**
 * A form sent before the app hydrated it (Send pressed, or Enter in a field) would be submitted by the browser itself:
 * a GET of the page with every field in its address (history, server logs) and all that was typed gone. A submit no
 * handler of the app took (it prevents the browser's) is held and marked `data-held`; the form sends itself again once
 * hydrated (src/components/form-guard/use-form-guard.ts). On window, the last to hear the event, as the app's forms
 * all handle their own.
 */
export function holdEarlySubmits(): void {
  addEventListener('submit', (event) => {
    if (!event.defaultPrevented) {
      event.preventDefault()
      ;(event.target as HTMLFormElement).dataset.held = '1'
    }
  })
}

/** A media query that matches nothing: a stylesheet under it loads but does not apply. */
const LOADING_MEDIA = 'not all'

/**
 * Enables the whole stylesheets; resolves once they have loaded (or failed) and apply. They load without applying and
 * then apply together: applied one by one as each arrived, the rules of some without the others laid the page out
 * differently for a frame, the page's scroll was clamped meanwhile, and what was under the pointer moved (a footer
 * link 56 px, between a click's press and release).
 */
export function enableFullStyles(): Promise<void> {
  const links = [
    ...document.querySelectorAll<HTMLLinkElement>(`link[data-inlined][disabled],link[data-inlined][media="${LOADING_MEDIA}"]`),
  ]
  const loads = links.map(
    (link) =>
      new Promise((resolve) => {
        if (link.sheet && !link.hasAttribute('disabled')) return resolve(0)
        link.addEventListener('load', resolve, { once: true })
        link.addEventListener('error', resolve, { once: true })
        link.media = LOADING_MEDIA
        link.removeAttribute('disabled')
      }),
  )
  return Promise.all(loads).then(() => links.forEach((link) => link.removeAttribute('media')))
}

/**
 * The app's part of /boot.js, the one blocking script (built by scripts/boot-script.mjs; kept external: the CSP
 * forbids inline script). A prerendered page lists its app modules in <meta name="app-modules">, each after the
 * modules it imports (scripts/prerender.mjs), and loads them once its content has painted: the page shows from its
 * HTML, and the hero image does not share a slow connection with the scripts that make the page interactive. (The
 * app shell, for other routes, loads its entry at once.)
 *
 * All are preloaded at once; then they run one module script at a time, in that order, so each evaluates only its
 * own chunk in its own task. One script for the entry would evaluate the whole graph (React, the router, Mantine,
 * the app) in a single task of 150-200 ms on a slow phone, during which the page cannot answer a tap.
 */
export function loadAppModules(): void {
  const appModules = document.querySelector<HTMLMetaElement>(PRERENDERED_PAGE)
  if (!appModules) return
  const modules = appModules.content.split(' ').filter(Boolean)
  let started = false
  const start = () => {
    if (started || modules.length === 0) return
    started = true
    // Inserting some fifty preloads at once is a long task on a slow phone: a few per task.
    const toPreload = [...modules]
    const preloadNext = () => {
      const batch = toPreload.splice(0, PRELOADS_PER_TASK)
      if (batch.length === 0) return
      document.head.append(modulePreloads(batch))
      setTimeout(preloadNext, 0)
    }
    preloadNext()
    const run = (index: number) => {
      const src = modules[index]
      if (!src) return
      const script = document.createElement('script')
      script.type = 'module'
      script.crossOrigin = ''
      script.src = src
      // The next one is inserted once this one has run (its load event), so it runs in a task of its own.
      const next = () => run(index + 1)
      script.addEventListener('load', next, { once: true })
      script.addEventListener('error', next, { once: true })
      document.head.append(script)
    }
    run(0)
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

function modulePreloads(hrefs: string[]): DocumentFragment {
  const tags = document.createDocumentFragment()
  for (const href of hrefs) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    tags.append(link)
  }
  return tags
}

/**
 * The app shell (a route with no prerendered page: the admin) lists each route's lazy chunks in
 * <meta name="route-modules"> (scripts/prerender.mjs: files, then routes as regular expressions, most specific
 * first). The chunks of the route this URL matches start loading now, with the entry, instead of once the entry has
 * run, matched the route and imported them one level at a time.
 */
export function preloadRouteModules(path = location.pathname): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="route-modules"]')
  if (!meta) return
  const [files = '', routes = ''] = meta.content.split('|')
  const hrefs = files.split(' ')
  const indexes = routes
    .split(' ')
    .map((route) => route.split('='))
    .find(([pattern = '']) => new RegExp(pattern).test(path))?.[1]
  if (!indexes) return
  const append = () => document.head.append(modulePreloads(indexes.split(',').map((i) => hrefs[Number(i)] ?? '')))
  // Queued behind the entry's and the mock's modules (the rest of <head>): those run first, and a host serves a page
  // 6 requests at a time (HTTP/1.1). Parsing is over at "interactive", before module scripts run.
  if (document.readyState === 'loading') document.addEventListener('readystatechange', append, { once: true })
  else append()
}
