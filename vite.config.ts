import react from '@vitejs/plugin-react'
import { resolve } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { bootScript } from './scripts/boot-script.mjs'
import { headersFile } from './scripts/headers-file'
import { redirectsFile } from './scripts/redirects-file'
import { contentSecurityPolicy } from './server/http/csp'

/** Long-lived vendor chunks, so one library update does not invalidate the others in visitors' caches. */
const vendorGroups = [
  // Babel's helpers too: Mantine's notifications and drag and drop both use them, and a group takes its modules'
  // dependencies along, so the dnd chunk (94 KB) had been loaded on every public page for a 1 KB helper.
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@babel[\\/]runtime)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  // The mock layer, loaded only when the embedded mock API starts.
  { name: 'msw-data', test: /node_modules[\\/](@msw|mutative|es-toolkit|rettime|@standard-schema)[\\/]/ },
  {
    name: 'msw',
    test: /node_modules[\\/](msw|@mswjs|@open-draft|outvariant|strict-event-emitter|headers-polyfill|is-node-process|path-to-regexp|cookie|until-async|statuses|@bundled-es-modules)[\\/]/,
  },
  { name: 'fixtures', test: /[\\/]fixtures[\\/]/ },
  // Drag and drop, for the admin's reorderable lists.
  { name: 'dnd', test: /node_modules[\\/](@hello-pangea|react-redux|redux|css-box-model|raf-schd|use-memo-one|tiny-invariant)[\\/]/ },
]

/** The built pages carry their CSP (the dev server injects inline scripts, so it goes without). */
function contentSecurityPolicyMeta(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(process.env.VITE_API_URL) },
        injectTo: 'head-prepend',
      },
    ],
  }
}

/**
 * dist/_headers: the same policy as a header, with the rest of the security headers, for a static host; and
 * dist/_redirects: the admin's paths rewritten to the app shell.
 */
export function staticHostHeaders(): Plugin {
  return {
    name: 'static-host-headers',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(process.env.VITE_API_URL) })
      this.emitFile({ type: 'asset', fileName: '_redirects', source: redirectsFile() })
    },
  }
}

/**
 * Mantine's useId starts from React's id, then swaps in a random one in a layout effect: every input, tab, accordion
 * and rating renders a second time, synchronously, right after hydration (/training: 470 components in one blocking
 * task). React's useId alone is the same on the server and in the browser, so the built app uses just that.
 */
function mantineStableIds(): Plugin {
  return {
    name: 'mantine-stable-ids',
    apply: 'build',
    load(id) {
      if (!/@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/.test(id)) return null
      return `import { useId as useReactId } from 'react'
export function useId(staticId) {
  const reactId = useReactId()
  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/:/g, '')
}`
    },
  }
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // The browser's mock layer does without msw's cookie store (see mocks/cookie-jar-stub.ts).
  resolve: {
    alias:
      command === 'build' && !isSsrBuild
        ? [{ find: 'tough-cookie', replacement: resolve(import.meta.dirname, 'mocks/cookie-jar-stub.ts') }]
        : [],
  },
  plugins: [react(), mantineStableIds(), contentSecurityPolicyMeta(), staticHostHeaders(), bootScript()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by scripts/prerender.mjs: which chunks and stylesheets each prerendered screen needs.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
}))
