import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/** Browser benchmarks (`npm run bench:uploads`): the browser tests' setup, one at a time, figures printed. */
export default defineConfig({ ...base, testDir: 'tests/bench', workers: 1, fullyParallel: false, retries: 0 })
