export const HEADLESS_SHELL: string
export function findChromium(options?: { headlessShell?: boolean }): string | null
export const CHROMIUM_ARGS: string[]
export const TEST_BROWSER_ARGS: string[]
