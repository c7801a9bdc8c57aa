// The headers every answer of the site carries, wherever it is served: the server (server/security-headers.ts), the
// static host's headers file the build writes (dist/_headers, Netlify and Cloudflare Pages format) and `npm run
// preview`, which reads that file back as a host would.
import { contentSecurityPolicy } from './csp.mjs'

/** Sent only over HTTPS (browsers ignore it over plain HTTP); no includeSubDomains: other hosts of the domain are not ours. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000'

/** @param {string | undefined} apiUrl VITE_API_URL at build time (the server's own build leaves it unset) */
export function securityHeaders(apiUrl) {
  return {
    // frame-ancestors works only as a header (a <meta> policy ignores it), hence added here and not in csp.mjs.
    'Content-Security-Policy': `${contentSecurityPolicy(apiUrl)}; frame-ancestors 'none'`,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  }
}

/** dist/_headers: static hosts serve over HTTPS, so HSTS goes with the rest. */
export function headersFile(apiUrl) {
  const headers = { ...securityHeaders(apiUrl), 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n')
}

/** The rules of a `_headers` file: a path pattern (`*` matches anything) at the start of a line, its headers indented below. */
export function parseHeadersFile(text) {
  const rules = []
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
export function headersForPath(rules, pathname) {
  const matches = (pattern) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    ).test(pathname)
  return Object.assign({}, ...rules.filter((rule) => matches(rule.pattern)).map((rule) => rule.headers))
}
