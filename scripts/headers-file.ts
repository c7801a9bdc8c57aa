// The static host's headers file that the build writes (dist/_headers, Netlify and Cloudflare Pages format), and how
// `npm run preview` reads it back as such a host would.
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from '../server/http/site-headers'

export type HeaderRule = { pattern: string; headers: Record<string, string> }

/** dist/_headers: static hosts serve over HTTPS, so HSTS goes with the rest. */
export function headersFile(apiUrl: string | undefined): string {
  const headers = { ...securityHeaders(apiUrl), 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n')
}

/** The rules of a `_headers` file: a path pattern (`*` matches anything) at the start of a line, its headers indented below. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} })
    else {
      const colon = line.indexOf(':')
      const rule = rules.at(-1)
      if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
    }
  }
  return rules
}

/** The headers the rules give a path, later rules adding to earlier ones. */
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string> {
  const matches = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    ).test(pathname)
  return Object.assign({}, ...rules.filter((rule) => matches(rule.pattern)).map((rule) => rule.headers))
}
