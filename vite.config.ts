import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Long-lived vendor chunks, so one library update does not invalidate the others in visitors' caches. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
  { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-number-format|react-textarea-autosize)/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  // The mock layer, loaded only when the embedded mock API starts. tough-cookie (msw's cookie store) carries
  // the public-suffix list and is most of its weight.
  { name: 'msw-cookies', test: /node_modules[\\/](tough-cookie|tldts|tldts-core)[\\/]/ },
  { name: 'msw-data', test: /node_modules[\\/](@msw|mutative|es-toolkit|rettime|@standard-schema)[\\/]/ },
  { name: 'msw', test: /node_modules[\\/](msw|@mswjs|@open-draft|outvariant|strict-event-emitter|headers-polyfill|is-node-process|path-to-regexp|cookie|until-async|statuses|@bundled-es-modules)[\\/]/ },
  { name: 'fixtures', test: /[\\/]fixtures[\\/]/ },
]

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
  preview: { port: 4173, strictPort: true },
})
