import { defineConfig, devices } from '@playwright/test'
import { TEST_BROWSER_ARGS, findChromium } from './scripts/chromium-path.mjs'

const PORT = Number(process.env.E2E_PORT ?? 4173)
/** Another build folder can be served, so parallel work does not share one dist/. */
const DIST = process.env.E2E_DIST ?? 'dist'
const executablePath = findChromium({ headlessShell: true }) ?? undefined

/**
 * Browser tests run against the production build, served as a static host serves it (scripts/static-host.ts), with
 * no compression: `vite preview` cost the run 6% of its CPU and the browser's network service as much again.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 4,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {
    timeout: 7_000,
    // The visual suite (tests/e2e/visual.spec.ts): a few pixels of anti-aliasing may differ, a missing style never.
    toHaveScreenshot: { maxDiffPixels: 64, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs every test CPU (screencast and snapshots): only a retried failure records one.
    trace: 'on-first-retry',
    serviceWorkers: 'allow',
    // Tests run as a visitor who prefers reduced motion: no transitions to wait for, no frames drawn for them (5-6% of
    // the run's time). Tests of motion itself, and of what a transition could break, ask for 'no-preference'.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: TEST_BROWSER_ARGS } },
    },
  ],
  webServer: {
    command: `node --import tsx scripts/static-host.ts ${DIST} ${PORT} --uncompressed`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
