// Makes sure the browser tests have a Chromium: finds one, or installs Debian's where it can.
import { execSync } from 'node:child_process'
import { findChromium, HEADLESS_SHELL } from './chromium-path.mjs'

const found = findChromium({ headlessShell: true })

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const hasApt = (() => {
  try {
    execSync('command -v apt-get', { stdio: 'ignore', shell: '/bin/sh' })
    return true
  } catch {
    return false
  }
})()

// The headless shell is only faster, not required: a machine with a Chromium but no apt runs with that.
const canInstall = isRoot && hasApt
if (found && (found === HEADLESS_SHELL || !canInstall || process.env.CHROMIUM_PATH)) {
  console.log(`Chromium: ${found}`)
  process.exit(0)
}

if (canInstall) {
  const packages = found ? 'chromium-headless-shell' : 'chromium chromium-headless-shell'
  console.log(`Installing Debian's ${packages}…`)
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
      stdio: 'inherit',
      shell: '/bin/sh',
    })
  } catch (error) {
    console.warn(`apt-get failed: ${error.message}`)
  }
  const installed = findChromium({ headlessShell: true })
  if (installed) {
    console.log(`Chromium: ${installed}`)
    process.exit(0)
  }
}

console.error('No Chromium found: install one (sudo apt-get install chromium) or set CHROMIUM_PATH to its executable.')
process.exit(1)
