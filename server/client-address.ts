/**
 * What the server believes about a request that crossed proxies. TRUST_PROXY is the number of proxies in front of
 * the server (0: none, clients connect directly). Each proxy appends the address it received the connection from to
 * X-Forwarded-For, so the chain is [...X-Forwarded-For, socket address] and its last `trustedHops` entries are our
 * proxies; the one before them is the client. Anything further left was written by the client and is never believed.
 */
export function clientAddress(forwardedFor: string | undefined, socketAddress: string | undefined, trustedHops: number): string {
  const socket = socketAddress ?? 'local'
  if (trustedHops <= 0) return socket
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean),
    socket,
  ]
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? socket
}

/** Whether the client reached us over TLS: the connection itself, or the scheme our outermost proxy reports. */
export function isSecureRequest(url: string, forwardedProto: string | undefined, trustedHops: number): boolean {
  if (new URL(url).protocol === 'https:') return true
  if (trustedHops <= 0 || !forwardedProto) return false
  const schemes = forwardedProto.split(',').map((scheme) => scheme.trim().toLowerCase())
  return schemes[Math.max(0, schemes.length - trustedHops)] === 'https'
}

/** TRUST_PROXY: a count of proxy hops; anything else stops the server rather than trusting the wrong hop. */
export function parseTrustProxy(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0
  if (!/^\d+$/.test(value.trim()))
    throw new Error(`TRUST_PROXY must be the number of proxies in front of the server (0, 1, 2…), not "${value}"`)
  return Number(value.trim())
}

/**
 * The network an address belongs to, as the cap on unpaid holds counts clients: an IPv4 address itself (an IPv4-mapped
 * IPv6 address included), an IPv6 address's /64 (one subscriber's line or phone gets a whole /64 and can use any
 * address in it). Anything else, as it is.
 */
export function networkOf(address: string): string {
  const bare = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare)
  if (mapped) return mapped[1]!
  const halves = bare.split('::')
  if (!bare.includes(':') || halves.length > 2) return bare
  const groupsOf = (text: string) => (text ? text.split(':') : [])
  const [head, tail] = [groupsOf(halves[0]!), groupsOf(halves[1] ?? '')]
  const zeros = halves.length === 2 ? Array.from({ length: Math.max(0, 8 - head.length - tail.length) }, () => '0') : []
  const groups = [...head, ...zeros, ...tail].slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''))
  return `${groups.join(':')}::/64`
}
