export const MALFORMED_URL_MESSAGE = 'The address has a malformed percent-escape (write a literal % as %25)'

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
