import { handlers } from '../handlers'

/** "METHOD /api/path" of every mock endpoint, for the panel's suggestions. */
export const KNOWN_ENDPOINTS: string[] = [
  '*',
  ...new Set(handlers.map((handler) => handler.info.header).filter((header) => /^[A-Z]+ \//.test(header))),
].sort((a, b) =>
  a === '*' ? -1 : b === '*' ? 1 : a.replace(/^\S+ /, '').localeCompare(b.replace(/^\S+ /, '')) || a.localeCompare(b),
)
