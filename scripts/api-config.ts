/** The settings of `npm run api`, from the environment (docs/architecture.md, "The transport"). */
export type ApiConfig = {
  port: number
  host: string
  /** Where records are kept across restarts; null keeps them in memory only. */
  dataFile: string | null
  /** The normal latency of every API request, [min, max] in ms. */
  latency: [number, number]
  /** Fault rules to start with (the `?mock-faults=` syntax). */
  faults: string | null
  /** A file holding the fault rules, read again on every request. */
  faultsFile: string | null
}

export const DEFAULT_DATA_FILE = '.data/mock-api.json'
const IN_MEMORY = new Set(['memory', 'off', 'none'])

/** "300" or "200-600" (ms); anything else is an error rather than a silent default. */
export function parseLatency(text: string | undefined): [number, number] {
  if (!text?.trim()) return [0, 0]
  const match = /^\s*(\d+)\s*(?:[-,]\s*(\d+)\s*)?$/.exec(text)
  if (!match) throw new Error(`API_LATENCY must be "ms" or "min-max" (for example 200-600), not "${text}"`)
  const min = Number(match[1])
  const max = match[2] === undefined ? min : Number(match[2])
  if (max < min) throw new Error(`API_LATENCY: ${max} is less than ${min}`)
  return [min, max]
}

export function readApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const data = env.API_DATA_FILE?.trim()
  return {
    port: Number(env.PORT ?? 8787),
    host: env.HOST ?? '127.0.0.1',
    dataFile: data && IN_MEMORY.has(data.toLowerCase()) ? null : data || DEFAULT_DATA_FILE,
    latency: parseLatency(env.API_LATENCY),
    faults: env.API_FAULTS?.trim() || null,
    faultsFile: env.API_FAULTS_FILE?.trim() || null,
  }
}
