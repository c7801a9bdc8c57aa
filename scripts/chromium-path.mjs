import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']
/** Debian's `chromium-headless-shell`: the browser without its UI, about a third faster for the browser tests. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * A Chromium to drive: $CHROMIUM_PATH or $CHROME_PATH, then (for headless tests) Debian's headless shell,
 * Playwright's own download, then the system's browser. Lighthouse asks for the full browser.
 */
export function findChromium({ headlessShell = false } = {}) {
  for (const fromEnv of [process.env.CHROMIUM_PATH, process.env.CHROME_PATH]) {
    if (fromEnv && existsSync(fromEnv)) return fromEnv
  }
  if (headlessShell && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL
  try {
    const require = createRequire(import.meta.url)
    const { chromium } = require('playwright-core')
    const own = chromium.executablePath()
    if (own && existsSync(own)) return own
  } catch {
    // playwright-core not resolvable or no browser downloaded: fall through to the system.
  }
  return SYSTEM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? null
}

/** Flags that keep Chromium quiet and working on a machine with no internet and no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * The browser tests' flags: V8 without its optimising compilers (Sparkplug's baseline code at most). A test's page
 * lives seconds, too short for Maglev and TurboFan to pay back the CPU they compile with, which on 2 cores is taken
 * from the other workers: 8-15% less CPU and time on pairs of runs of four spec files. The benchmarks keep
 * CHROMIUM_ARGS: they time the browser as visitors have it.
 */
export const TEST_BROWSER_ARGS = [...CHROMIUM_ARGS, '--js-flags=--max-opt=1']
