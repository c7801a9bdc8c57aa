export const MALFORMED_URL_MESSAGE = 'The address has a malformed percent-escape (write a literal % as %25)'
export const NUL_IN_URL_MESSAGE = 'The address holds a NUL character (%00), which no id, file name or parameter may contain'

/** Whether the path or query holds a %-escape that does not decode ("%ZZ", "%", a cut UTF-8 sequence). */
export function hasMalformedEscape(url: URL): boolean {
  try {
    decodeURIComponent(url.pathname)
    decodeURIComponent(url.search)
    return false
  } catch {
    return true
  }
}

/**
 * Why an address cannot be answered (a 400 on the mock and the server alike), or null. A NUL is no id, no file
 * name and no search text, and Postgres cannot even compare text holding one; a lone surrogate cannot be written
 * in a URL at all (its %-escapes are a malformed UTF-8 sequence).
 */
export function addressProblem(url: URL): string | null {
  if (hasMalformedEscape(url)) return MALFORMED_URL_MESSAGE
  // The URL parser escapes a raw NUL as %00 too.
  if (url.pathname.includes('%00') || url.search.includes('%00')) return NUL_IN_URL_MESSAGE
  return null
}
