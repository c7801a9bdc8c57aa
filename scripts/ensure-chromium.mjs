// Makes sure the browser tests have a Chromium: finds one, or installs Debian's where it can.
import { execSync } from 'node:child_process'
import { findChromium } from './chromium-path.mjs'

const found = findChromium()
if (found) {
  console.log(`Chromium: ${found}`)
  process.exit(0)
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const hasApt = (() => {
  try {
    execSync('command -v apt-get', { stdio: 'ignore', shell: '/bin/sh' })
    return true
  } catch {
    return false
  }
})()

if (isRoot && hasApt) {
  console.log("No Chromium found: installing Debian's chromium package…")
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/sh',
  })
  const installed = findChromium()
  if (installed) {
    console.log(`Chromium: ${installed}`)
    process.exit(0)
  }
}

console.error('No Chromium found: install one (sudo apt-get install chromium) or set CHROMIUM_PATH to its executable.')
process.exit(1)
