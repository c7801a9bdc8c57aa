// Kept free of zod: the public navigation checks links while it renders, before the schemas load.
const SAFE_PROTOCOLS = new Set(['http:', 'https:'])
// eslint-disable-next-line no-control-regex
const UNSAFE_URL_CHARS = /[\s\u0000-\u001f\u007f\\]/

/** A same-site path ("/about", "/training#schedule") or an absolute http(s) address. Nothing else renders as a link. */
export function isSafeHref(value: string): boolean {
  const href = value.trim()
  // Browsers drop tabs and newlines and read "\\" as "/" inside URLs: "/\t/evil.com" would open //evil.com.
  if (UNSAFE_URL_CHARS.test(href)) return false
  if (href.startsWith('/')) return !href.startsWith('//')
  if (href.startsWith('#')) return true
  try {
    return SAFE_PROTOCOLS.has(new URL(href).protocol)
  } catch {
    return false
  }
}
