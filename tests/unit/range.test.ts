// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseRange, rangeResponse } from '../../api/rules/range-response'

const BYTES = Uint8Array.from({ length: 100 }, (_, i) => i)
const blob = new Blob([BYTES], { type: 'video/mp4' })
const get = (range?: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/media/clip.mp4', { headers: range === undefined ? headers : { ...headers, Range: range } })
const bytesOf = async (response: Response) => Array.from(new Uint8Array(await response.arrayBuffer()))

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=10-', { start: 10, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=95-500', { start: 95, end: 99 }],
    ['bytes=99-99', { start: 99, end: 99 }],
    [' Bytes = 5 - 6 ', { start: 5, end: 6 }],
  ])('%s → %o', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected)
  })

  it.each(['bytes=100-', 'bytes=100-200', 'bytes=-0'])('%s is unsatisfiable for 100 bytes', (header) => {
    expect(parseRange(header, 100)).toBe('unsatisfiable')
  })

  it('nothing in an empty resource can be satisfied', () => {
    expect(parseRange('bytes=-5', 0)).toBe('unsatisfiable')
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable')
  })

  it.each([null, '', 'bytes=', 'bytes=-', 'bytes=9-1', 'bytes=0-1,5-6', 'items=0-1', 'bytes=a-b', 'bytes=1.5-2'])(
    '%o is ignored (the whole resource is sent)',
    (header) => {
      expect(parseRange(header, 100)).toBeNull()
    },
  )
})

describe('rangeResponse', () => {
  it('answers 206 with the requested bytes, Content-Range and Content-Length', async () => {
    const response = rangeResponse(blob, get('bytes=10-19'))
    expect(response.status).toBe(206)
    expect(response.headers.get('Content-Range')).toBe('bytes 10-19/100')
    expect(response.headers.get('Content-Length')).toBe('10')
    expect(response.headers.get('Accept-Ranges')).toBe('bytes')
    expect(response.headers.get('Content-Type')).toBe('video/mp4')
    expect(await bytesOf(response)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
  })

  it('serves an open range and a suffix to the end of the blob', async () => {
    const open = rangeResponse(blob, get('bytes=97-'))
    expect(open.headers.get('Content-Range')).toBe('bytes 97-99/100')
    expect(await bytesOf(open)).toEqual([97, 98, 99])
    const suffix = rangeResponse(blob, get('bytes=-2'))
    expect(suffix.headers.get('Content-Range')).toBe('bytes 98-99/100')
    expect(await bytesOf(suffix)).toEqual([98, 99])
  })

  it('answers 416 with the size for a range past the end', async () => {
    const response = rangeResponse(blob, get('bytes=100-'))
    expect(response.status).toBe(416)
    expect(response.headers.get('Content-Range')).toBe('bytes */100')
    expect(response.headers.get('Accept-Ranges')).toBe('bytes')
    expect(await bytesOf(response)).toEqual([])
  })

  it('answers 200 with the whole blob and Accept-Ranges without a usable range', async () => {
    for (const request of [get(), get('bytes=0-1,4-5'), get('bytes=5-9', { 'If-Range': '"v1"' })]) {
      const response = rangeResponse(blob, request)
      expect(response.status).toBe(200)
      expect(response.headers.get('Accept-Ranges')).toBe('bytes')
      expect(response.headers.get('Content-Length')).toBe('100')
      expect(response.headers.get('Content-Range')).toBeNull()
      expect(await bytesOf(response)).toEqual(Array.from(BYTES))
    }
  })

  it('keeps extra headers and sends no body for HEAD', async () => {
    const head = new Request('http://localhost/media/clip.mp4', { method: 'HEAD', headers: { Range: 'bytes=0-9' } })
    const response = rangeResponse(blob, head, { headers: { 'Cache-Control': 'no-cache' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-cache')
    expect(response.headers.get('Content-Length')).toBe('100')
    expect(response.body).toBeNull()
  })
})
