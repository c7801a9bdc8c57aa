// The headers every answer of the site carries, wherever it is served: by the server (server/security-headers.ts),
// and by a static host through the headers file the build writes (dist/_headers).
import { contentSecurityPolicy } from './csp'

/** Sent only over HTTPS (browsers ignore it over plain HTTP); no includeSubDomains: other hosts of the domain are not ours. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000'

/** @param apiUrl VITE_API_URL at build time (the server's own build leaves it unset) */
export function securityHeaders(apiUrl: string | undefined): Record<string, string> {
  return {
    // frame-ancestors works only as a header (a <meta> policy ignores it), hence added here and not in csp.ts.
    'Content-Security-Policy': `${contentSecurityPolicy(apiUrl)}; frame-ancestors 'none'`,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  }
}
