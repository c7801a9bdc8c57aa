import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event'

/**
 * user-event checks, before each pointer action, that no ancestor of the target has `pointer-events: none`: it asks
 * jsdom for the computed style of every ancestor, and jsdom computes the whole cascade each time (about 1.5 ms an
 * element here: 30-45 ms a click). jsdom has none of the app's stylesheets (Mantine's CSS is not loaded in unit
 * tests), so the check could only ever read inline styles, and no screen sets pointer-events inline. It is off by
 * default; the browser tests (Playwright) keep checking that what they click can be clicked.
 */
const NO_CHECK = { pointerEventsCheck: PointerEventsCheckLevel.Never }

type Api = Record<string, (...args: unknown[]) => unknown>
/** Each direct-API function, with the position of its options argument. */
const OPTIONS_AT = {
  click: 1,
  copy: 0,
  cut: 0,
  dblClick: 1,
  deselectOptions: 2,
  hover: 1,
  keyboard: 1,
  pointer: 1,
  paste: 1,
  selectOptions: 2,
  tab: 0,
  tripleClick: 1,
  type: 2,
  unhover: 1,
  upload: 2,
} as const

export function skipPointerEventsCheck(): void {
  const api = userEvent as unknown as Api
  for (const [name, at] of Object.entries(OPTIONS_AT)) {
    const original = api[name]!
    api[name] = (...args: unknown[]) => {
      args[at] = { ...NO_CHECK, ...(args[at] as object | undefined) }
      return original(...args)
    }
  }
  const setup = api.setup!
  api.setup = (options?: unknown) => setup({ ...NO_CHECK, ...(options as object | undefined) })
}
