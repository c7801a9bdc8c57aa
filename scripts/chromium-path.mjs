import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/** A Chromium to drive: $CHROMIUM_PATH or $CHROME_PATH, Playwright's own download, then the system's. */
export function findChromium() {
  for (const fromEnv of [process.env.CHROMIUM_PATH, process.env.CHROME_PATH]) {
    if (fromEnv && existsSync(fromEnv)) return fromEnv
  }
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
