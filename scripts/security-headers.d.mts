export const STRICT_TRANSPORT_SECURITY: string
export function securityHeaders(apiUrl: string | undefined): Record<string, string>
export function headersFile(apiUrl: string | undefined): string
export type HeaderRule = { pattern: string; headers: Record<string, string> }
export function parseHeadersFile(text: string): HeaderRule[]
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string>
