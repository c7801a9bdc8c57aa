import react from '@vitejs/plugin-react'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/** The API tests that speak only HTTP: the contract suite, run against the mock and against the real server. */
export const CONTRACT_SUITE = [
  'tests/integration/collections-contract.test.ts',
  'tests/integration/auth-handlers.test.ts',
  'tests/integration/contact-handler.test.ts',
  'tests/integration/content-handlers.test.ts',
  'tests/integration/inbox-sessions-handlers.test.ts',
  'tests/integration/inbox-list-filters.test.ts',
  'tests/integration/inbox-export.test.ts',
  'tests/integration/menus-handlers.test.ts',
  'tests/integration/page-sections-handlers.test.ts',
  'tests/integration/registration-handler.test.ts',
  'tests/integration/sessions-held-handler.test.ts',
  'tests/integration/settings-safe-fields.test.ts',
  'tests/integration/unknown-route.test.ts',
  'tests/integration/write-handlers.test.ts',
  'tests/integration/write-handlers-inbox.test.ts',
  'tests/integration/write-handlers-media.test.ts',
  'tests/integration/write-handlers-menus-settings.test.ts',
  'tests/integration/write-handlers-pages.test.ts',
  'tests/integration/image-bomb.test.ts',
  'tests/integration/registration-delete-seat.test.ts',
  'tests/integration/registration-lifecycle.test.ts',
  'tests/integration/registration-emails.test.ts',
  'tests/integration/online-payment.test.ts',
  'tests/integration/unstorable-text.test.ts',
  'tests/integration/anonymous-answers.test.ts',
  'tests/integration/unpaid-hold-cap.test.ts',
  'tests/server/**/*.test.ts',
]

/**
 * The mock project's files, split three ways. Starting a worker and importing the setup file and the app costs
 * 2-6 s per file, so most files share a worker with the files before them (isolate: false; the setup file and the
 * testing kit reset what a file can leave behind). Files that mock modules keep a fresh worker each: a mocked module
 * must not be what the next file imports. A worker is shared only by files of one environment, hence a project each.
 */
const mockFiles = ['tests/unit', 'tests/integration'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`),
)
const source = (file: string) => readFileSync(file, 'utf8')
const mocksModules = mockFiles.filter((file) => /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/.test(source(file)))
const sharedNode = mockFiles.filter((file) => !mocksModules.includes(file) && /@vitest-environment node\b/.test(source(file)))
const sharedDom = mockFiles.filter((file) => !mocksModules.includes(file) && !sharedNode.includes(file))

export default defineConfig({
  plugins: [react()],
  test: {
    restoreMocks: true,
    testTimeout: 15000,
    // Vitest's default leaves a core idle (one worker on a 2-core CI machine): the run is CPU-bound, use them all.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: { name: 'mock', environment: 'jsdom', include: sharedDom, setupFiles: ['tests/setup/vitest.setup.ts'], isolate: false },
      },
      {
        extends: true,
        test: { name: 'mock-node', environment: 'node', include: sharedNode, setupFiles: ['tests/setup/vitest.setup.ts'], isolate: false },
      },
      {
        extends: true,
        test: { name: 'mock-isolated', environment: 'jsdom', include: mocksModules, setupFiles: ['tests/setup/vitest.setup.ts'] },
      },
      // The examples of docs/testing.md and the outside suite run as an outside suite would: no setup file of ours, only
      // `solar-site/testing`; the outside suite under jsdom and again under node.
      {
        extends: true,
        test: { name: 'examples', environment: 'jsdom', include: ['tests/examples/**/*.test.{ts,tsx}'], env: { KIT_ENVIRONMENT: 'jsdom' } },
      },
      {
        extends: true,
        test: { name: 'examples-node', environment: 'node', include: ['tests/examples/outside-suite.test.ts'], env: { KIT_ENVIRONMENT: 'node' } },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: CONTRACT_SUITE,
          setupFiles: ['tests/setup/server-target.ts'],
          env: { API_TARGET: 'server' },
          isolate: false,
        },
      },
    ],
  },
})
