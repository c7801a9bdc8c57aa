import { defineConfig, devices } from '@playwright/test'
import { TEST_BROWSER_ARGS, findChromium } from './scripts/chromium-path.mjs'
import { serverArgs } from './scripts/server-entry.mjs'

const PORT = Number(process.env.SERVER_E2E_PORT ?? 4190)
const DIST = process.env.SERVER_E2E_DIST ?? '.dist-server'
export const LIVE_ADMIN = { email: 'owner@sunharvest.example', password: 'Sun-harvest-2026' }

/**
 * The admin flows against the real server on PGlite, as the build runs it (`.server/main.mjs`), and the UI built for it
 * (`npm run build:server`, VITE_API_MOCK=off): scripts/test-server-e2e.mjs builds, then runs this with SERVER_E2E_DATA and SERVER_E2E_DIST.
 */
export default defineConfig({
  testDir: 'tests/e2e-server',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'on-first-retry' },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: findChromium({ headlessShell: true }) ?? undefined, args: TEST_BROWSER_ARGS } },
    },
  ],
  webServer: {
    command: ['node', ...serverArgs(DIST)].join(' '),
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.SERVER_E2E_DATA ?? '.data-e2e',
      DIST,
      ADMIN_EMAIL: LIVE_ADMIN.email,
      ADMIN_PASSWORD: LIVE_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  },
})
