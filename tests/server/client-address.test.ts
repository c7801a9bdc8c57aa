import { describe, expect, it } from 'vitest'
import { clientAddress, isSecureRequest, parseTrustProxy } from '../../server/client-address'

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('1.2.3.4', '203.0.113.9', 0)).toBe('203.0.113.9')
    expect(clientAddress(undefined, undefined, 0)).toBe('local')
  })

  it('is the right-most hop that no trusted proxy wrote', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9')
    expect(clientAddress('6.6.6.6, 203.0.113.9, 10.0.0.1', '10.0.0.2', 2)).toBe('203.0.113.9')
    expect(clientAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2')
    expect(clientAddress('203.0.113.9', '10.0.0.2', 3)).toBe('203.0.113.9')
  })

  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(isSecureRequest('https://example.ng/', undefined, 0)).toBe(true)
    expect(isSecureRequest('http://example.ng/', 'https', 0)).toBe(false)
    expect(isSecureRequest('http://example.ng/', 'https', 1)).toBe(true)
    expect(isSecureRequest('http://example.ng/', 'https, http', 1)).toBe(false)
  })

  it('reads TRUST_PROXY as a hop count and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(0)
    expect(parseTrustProxy('2')).toBe(2)
    expect(() => parseTrustProxy('true')).toThrow(/number of proxies/)
  })
})
