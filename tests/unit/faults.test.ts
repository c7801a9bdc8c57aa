// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  applyFaultsParam,
  describeFault,
  faultMatches,
  FAULTS_KEY,
  parseFaults,
  readFaults,
  setFaultStorage,
  takeFault,
  writeFaults,
  type FaultStorage,
} from '../../mocks/faults'

const URL_OF = (path: string) => `http://localhost${path}`

describe('parseFaults', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })

  it('reads a JSON array of rules', () => {
    const rules = parseFaults(
      JSON.stringify([
        { match: 'POST /api/registrations', status: 500 },
        { match: '*', latencyMs: 800 },
        { match: '/api/pages/*', network: true, times: 2 },
      ]),
    )
    expect(rules).toEqual([
      { match: 'POST /api/registrations', status: 500 },
      { match: '*', latencyMs: 800 },
      { match: '/api/pages/*', network: true, times: 2 },
    ])
    expect(warn).not.toHaveBeenCalled()
  })

  it('reads one JSON rule', () => {
    expect(parseFaults('{"match":"GET /api/services","status":503}')).toEqual([{ match: 'GET /api/services', status: 503 }])
  })

  it('reads the short form, several rules separated by commas', () => {
    expect(parseFaults('POST:/api/registrations:500')).toEqual([{ match: 'POST /api/registrations', status: 500 }])
    expect(parseFaults('GET:/api/services:network:x1, /api/pages/*:1500ms')).toEqual([
      { match: 'GET /api/services', network: true, times: 1 },
      { match: '/api/pages/*', latencyMs: 1500 },
    ])
    expect(parseFaults('*:503')).toEqual([{ match: '*', status: 503 }])
    expect(parseFaults('get:/api/services/:id:404:2x')).toEqual([{ match: 'GET /api/services/:id', status: 404, times: 2 }])
  })

  it('ignores a value that is not JSON, with a warning, and never throws', () => {
    expect(parseFaults('[{"match": "*", "status": 500')).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(parseFaults('')).toEqual([])
    expect(parseFaults(null)).toEqual([])
    expect(parseFaults('"just a string"')).toEqual([])
  })

  it('drops each invalid rule with a warning and keeps the valid ones', () => {
    const rules = parseFaults(
      JSON.stringify([
        { match: '*', status: 200 }, // not an error status
        { match: 'api/services', status: 500 }, // not a path
        { match: 'FETCH /api/services', status: 500 }, // not a method
        { match: '/api/services' }, // no effect
        { match: '*', latencyMs: -5 },
        { match: '*', status: 500, times: 0 },
        42,
        { match: 'GET /api/faqs', status: 502 },
      ]),
    )
    expect(rules).toEqual([{ match: 'GET /api/faqs', status: 502 }])
    expect(warn).toHaveBeenCalledTimes(7)
  })

  it('describes a rule for people', () => {
    expect(describeFault({ match: 'GET /api/services', status: 500, latencyMs: 200, times: 1 })).toBe(
      'GET /api/services: +200 ms, status 500, first 1 request',
    )
  })
})

describe('faultMatches', () => {
  it.each([
    ['*', 'GET', '/api/services', true],
    ['*', 'DELETE', '/api/media/m1', true],
    ['GET /api/services', 'GET', '/api/services', true],
    ['GET /api/services', 'get', '/api/services?x=1', true],
    ['GET /api/services', 'GET', '/api/services/', true],
    ['GET /api/services', 'POST', '/api/services', false],
    ['GET /api/services', 'GET', '/api/services/solar-installation', false],
    ['GET /api/services', 'GET', '/api/service-cards', false],
    ['/api/services', 'PATCH', '/api/services', true],
    ['* /api/services', 'PUT', '/api/services', true],
    ['/api/pages/*', 'PUT', '/api/pages/page-1', true],
    ['/api/pages/*', 'GET', '/api/pages/a/b', true],
    ['/api/pages/*', 'GET', '/api/pages', false],
    ['/api/pages*', 'GET', '/api/pages', true],
    ['GET /api/services/:id', 'GET', '/api/services/maintenance', true],
    ['GET /api/services/:id', 'GET', '/api/services', false],
    ['GET /api/services/:id', 'GET', '/api/services/a/b', false],
    ['/api/*', 'GET', '/apix/services', false],
    ['GET /api/a.b', 'GET', '/api/aXb', false],
    ['not a pattern', 'GET', '/api/services', false],
  ])('%s vs %s %s → %s', (pattern, method, path, expected) => {
    expect(faultMatches(pattern, method, URL_OF(path))).toBe(expected)
  })
})

describe('the stored rules', () => {
  let store: Map<string, string>
  beforeEach(() => {
    store = new Map()
    const storage: FaultStorage = {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    }
    setFaultStorage(storage)
  })
  afterEach(() => writeFaults(null))

  it('are read again whenever the stored value changes', () => {
    expect(readFaults()).toEqual([])
    store.set(FAULTS_KEY, '[{"match":"*","status":500}]')
    expect(readFaults()).toEqual([{ match: '*', status: 500 }])
    store.delete(FAULTS_KEY)
    expect(readFaults()).toEqual([])
  })

  it('a bad stored value is ignored with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    store.set(FAULTS_KEY, '{oops')
    expect(takeFault('GET', URL_OF('/api/services'))).toBeNull()
    expect(takeFault('GET', URL_OF('/api/services'))).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('no rules, or no matching rule: no fault', () => {
    expect(takeFault('GET', URL_OF('/api/services'))).toBeNull()
    writeFaults([{ match: 'POST /api/registrations', status: 500 }])
    expect(takeFault('GET', URL_OF('/api/registrations'))).toBeNull()
  })

  it('latency adds up over matching rules; the first status or network failure decides', () => {
    writeFaults([
      { match: '*', latencyMs: 100 },
      { match: '/api/services', latencyMs: 50, status: 503 },
      { match: 'GET /api/services', network: true },
    ])
    expect(takeFault('GET', URL_OF('/api/services'))).toEqual({ latencyMs: 150, status: 503 })
    expect(takeFault('GET', URL_OF('/api/faqs'))).toEqual({ latencyMs: 100 })
  })

  it('`times` counts matching requests down in storage and removes the rule at zero', () => {
    writeFaults([
      { match: 'GET /api/services', status: 500, times: 2 },
      { match: 'POST /api/registrations', status: 500 },
    ])
    expect(takeFault('GET', URL_OF('/api/faqs'))).toBeNull()
    expect(takeFault('GET', URL_OF('/api/services'))).toEqual({ latencyMs: 0, status: 500 })
    expect(JSON.parse(store.get(FAULTS_KEY) ?? '[]')[0]).toEqual({ match: 'GET /api/services', status: 500, times: 1 })
    expect(takeFault('GET', URL_OF('/api/services'))).toEqual({ latencyMs: 0, status: 500 })
    expect(takeFault('GET', URL_OF('/api/services'))).toBeNull()
    expect(readFaults()).toEqual([{ match: 'POST /api/registrations', status: 500 }])
  })

  it('the URL parameter writes the rules, and "off" clears them', () => {
    expect(applyFaultsParam('?page=1')).toBe(false)
    expect(applyFaultsParam(`?mock-faults=${encodeURIComponent('POST:/api/registrations:500')}`)).toBe(true)
    expect(JSON.parse(store.get(FAULTS_KEY) ?? 'null')).toEqual([{ match: 'POST /api/registrations', status: 500 }])
    const json = JSON.stringify([{ match: '/api/pages/*', network: true }])
    expect(applyFaultsParam(`?x=1&mock-faults=${encodeURIComponent(json)}`)).toBe(true)
    expect(readFaults()).toEqual([{ match: '/api/pages/*', network: true }])
    expect(applyFaultsParam('?mock-faults=off')).toBe(true)
    expect(store.has(FAULTS_KEY)).toBe(false)
  })

  it('a bad URL parameter changes nothing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    writeFaults([{ match: '*', latencyMs: 10 }])
    expect(applyFaultsParam('?mock-faults=%7Bbroken')).toBe(true)
    expect(readFaults()).toEqual([{ match: '*', latencyMs: 10 }])
  })
})
