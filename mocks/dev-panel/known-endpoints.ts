import { API_BASE } from '../../src/api/config'
import { operations } from '../../api/openapi/operations'

/** "METHOD /api/path" of every endpoint of the contract, for the panel's suggestions. */
export const KNOWN_ENDPOINTS: string[] = [
  '*',
  ...new Set(operations.map((operation) => `${operation.method.toUpperCase()} ${API_BASE}${operation.path}`)),
].sort((a, b) =>
  a === '*' ? -1 : b === '*' ? 1 : a.replace(/^\S+ /, '').localeCompare(b.replace(/^\S+ /, '')) || a.localeCompare(b),
)
