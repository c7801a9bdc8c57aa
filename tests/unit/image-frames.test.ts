// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { imageSizeProblem, MAX_IMAGE_FRAMES, readImageSize } from '../../src/api/rules/image-bytes'
import { MAX_UPLOAD_BYTES, type MediaType } from '../../src/api/rules/image-file'
import { animatedWebp, apngWithFrames, avifWith, extendedWebp, gifWithFrames, imageHeader } from '../support/image-bytes'

const ONE = { width: 1, height: 1 }
const HUGE = { x: 0, y: 0, width: 16000, height: 16000 }
const problemOf = (type: MediaType, bytes: Uint8Array) => {
  const size = readImageSize(type, bytes)
  return size ? imageSizeProblem(size) : 'unreadable'
}
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]
const text = (value: string) => [...value].map((c) => c.charCodeAt(0))
/** `head`, then `unit` over and over up to the upload limit. */
function filled(head: Uint8Array, unit: number[]) {
  const bytes = new Uint8Array(MAX_UPLOAD_BYTES)
  bytes.set(head)
  for (let at = head.length; at + unit.length <= bytes.length; at += unit.length) bytes.set(unit, at)
  return bytes
}
const outside = (n: number, frame: string, canvas: string) =>
  `Frame ${n} of this image (${frame}) does not fit in its stated size of ${canvas} pixels`

describe('every frame is measured, not just the canvas the header states', () => {
  it('GIF: a 1 × 1 screen with a 16,000 × 16,000 frame (35 bytes) is refused', () => {
    const bomb = gifWithFrames(ONE, [HUGE])
    expect(bomb).toHaveLength(35)
    expect(readImageSize('image/gif', bomb)).toMatchObject(ONE)
    expect(problemOf('image/gif', bomb)).toBe(outside(1, '16,000 × 16,000 pixels at 0, 0', '1 × 1'))
  })

  it('GIF: a later frame, or one offset past the edge, is refused too; frames within the screen pass', () => {
    const screen = { width: 200, height: 100 }
    const inside = [
      { x: 0, y: 0, width: 200, height: 100 },
      { x: 150, y: 50, width: 50, height: 50 },
    ]
    expect(problemOf('image/gif', gifWithFrames(screen, inside))).toBeNull()
    expect(problemOf('image/gif', gifWithFrames(screen, [...inside, { x: 151, y: 50, width: 50, height: 50 }]))).toBe(
      outside(3, '50 × 50 pixels at 151, 50', '200 × 100'),
    )
  })

  it('APNG: an fcTL larger than the IHDR canvas, or past its edge, is refused', () => {
    const canvas = { width: 100, height: 100 }
    expect(
      problemOf(
        'image/png',
        apngWithFrames(canvas, [
          { x: 0, y: 0, ...canvas },
          { x: 90, y: 90, width: 10, height: 10 },
        ]),
      ),
    ).toBeNull()
    expect(problemOf('image/png', apngWithFrames(ONE, [HUGE]))).toBe(outside(1, '16,000 × 16,000 pixels at 0, 0', '1 × 1'))
    expect(
      problemOf(
        'image/png',
        apngWithFrames(canvas, [
          { x: 0, y: 0, ...canvas },
          { x: 91, y: 0, width: 10, height: 10 },
        ]),
      ),
    ).toBe(outside(2, '10 × 10 pixels at 91, 0', '100 × 100'))
  })

  it('animated WebP: an ANMF frame, or the bitstream inside it, larger than the VP8X canvas is refused', () => {
    const canvas = { width: 100, height: 100 }
    expect(
      problemOf(
        'image/webp',
        animatedWebp(canvas, [
          { x: 0, y: 0, ...canvas },
          { x: 50, y: 50, width: 50, height: 50 },
        ]),
      ),
    ).toBeNull()
    expect(problemOf('image/webp', animatedWebp(ONE, [HUGE]))).toBe(outside(1, '16,000 × 16,000 pixels at 0, 0', '1 × 1'))
    expect(problemOf('image/webp', animatedWebp(canvas, [{ x: 60, y: 0, width: 50, height: 50 }]))).toBe(
      outside(1, '50 × 50 pixels at 60, 0', '100 × 100'),
    )
    // The frame's header says 10 × 10; its lossless bitstream is 16,000 × 16,000.
    const hidden = animatedWebp(canvas, [{ x: 0, y: 0, width: 10, height: 10, bitstream: { width: 16000, height: 16000 } }])
    expect(problemOf('image/webp', hidden)).toBe(outside(1, '16,000 × 16,000 pixels at 0, 0', '100 × 100'))
  })

  it('still WebP: a VP8X canvas with a larger VP8L bitstream is refused; a simple VP8L is its own size', () => {
    expect(problemOf('image/webp', extendedWebp({ width: 64, height: 64 }, { width: 64, height: 64 }))).toBeNull()
    expect(problemOf('image/webp', extendedWebp(ONE, { width: 16000, height: 16000 }))).toBe(
      outside(1, '16,000 × 16,000 pixels at 0, 0', '1 × 1'),
    )
  })

  it('AVIF: a size anywhere in its meta box counts, even after the first 64 KB; a decoy in a free box does not', () => {
    const decoy = [...avifWith([ONE]).subarray(20, 52)] // a meta box of 1 × 1: inside `free`, no decoder reads it
    const bomb = avifWith([{ width: 16000, height: 16000 }], { padding: [...decoy, ...Array(100_000).fill(0)] })
    expect(problemOf('image/avif', bomb)).toBe(
      'This image is 16,000 × 16,000 pixels (256 megapixels); images may have at most 50 megapixels',
    )
  })

  it('AVIF: an image sequence whose track (tkhd, av01 sample entry) is larger than its items is refused', () => {
    expect(problemOf('image/avif', avifWith([{ width: 64, height: 64 }], { track: { width: 64, height: 64 } }))).toBeNull()
    expect(readImageSize('image/avif', avifWith([ONE], { track: { width: 16000, height: 16000 } }))).toMatchObject({
      width: 16000,
      height: 16000,
    })
  })

  it('AVIF: the image data is not searched: bytes there that spell `ispe` are no size', () => {
    const data = [...avifWith([{ width: 16000, height: 16000 }]).subarray(32)]
    expect(readImageSize('image/avif', avifWith([{ width: 64, height: 48 }], { data }))).toEqual({
      width: 64,
      height: 48,
      frames: [],
    })
  })

  it(`refuses more than ${MAX_IMAGE_FRAMES.toLocaleString('en-US')} frames, and reads no further than that`, () => {
    const tiny = { x: 0, y: 0, width: 1, height: 1 }
    expect(problemOf('image/gif', gifWithFrames(ONE, Array(MAX_IMAGE_FRAMES).fill(tiny)))).toBeNull()
    const many = gifWithFrames(ONE, [...Array(MAX_IMAGE_FRAMES + 1).fill(tiny), HUGE])
    expect(readImageSize('image/gif', many)!.frames).toHaveLength(MAX_IMAGE_FRAMES + 1)
    expect(problemOf('image/gif', many)).toBe('Images may have at most 10,000 frames')
  })

  it('the headers of old (no frames) are read as before', () => {
    for (const type of ['image/png', 'image/gif', 'image/webp', 'image/avif'] as const) {
      expect(readImageSize(type, imageHeader(type, 10000, 5000))).toEqual({ width: 10000, height: 5000, frames: [] })
    }
  })
})

describe('reading frames is robust', () => {
  const samples: [MediaType, Uint8Array][] = [
    ['image/gif', gifWithFrames({ width: 40, height: 40 }, [{ x: 0, y: 0, width: 40, height: 40 }, HUGE])],
    ['image/png', apngWithFrames({ width: 40, height: 40 }, [{ x: 0, y: 0, width: 40, height: 40 }, HUGE])],
    ['image/webp', animatedWebp({ width: 40, height: 40 }, [{ x: 0, y: 0, width: 40, height: 40 }, HUGE])],
    ['image/avif', avifWith([{ width: 40, height: 40 }, HUGE], { track: HUGE })],
  ]

  it.each(samples)(
    '%s cut at every length, or with any byte set to 0x00 or 0xff: an answer, never an exception',
    (type, bytes) => {
      for (let length = 0; length <= bytes.length; length++)
        expect(() => problemOf(type, bytes.subarray(0, length))).not.toThrow()
      for (let at = 0; at < bytes.length; at++) {
        for (const value of [0x00, 0xff]) {
          const changed = bytes.slice()
          changed[at] = value
          expect(() => problemOf(type, changed)).not.toThrow()
        }
      }
    },
  )

  it('a 5 MB file of the worst shape for each reader is read in one pass (under 2 s on a busy machine)', () => {
    const moovHead = Uint8Array.from([...avifWith([]).subarray(0, 20), ...be32(MAX_UPLOAD_BYTES - 20), ...text('moov')])
    const worst: [MediaType, Uint8Array][] = [
      // GIF: a comment extension of one-byte sub-blocks, the most steps per byte.
      ['image/gif', filled(Uint8Array.from([...gifWithFrames(ONE, []).subarray(0, 19), 0x21, 0xfe]), [1, 0x41])],
      // PNG and WebP: empty chunks, one after another.
      ['image/png', filled(apngWithFrames(ONE, []).subarray(0, 33), [0, 0, 0, 0, ...text('tEXt'), 0, 0, 0, 0])],
      ['image/webp', filled(extendedWebp(ONE, ONE).subarray(0, 30), [...text('EXIF'), 0, 0, 0, 0])],
      // AVIF: a moov box of the whole file, of 1 × 1 track headers.
      ['image/avif', filled(moovHead, [...be32(16), ...text('tkhd'), 0, 1, 0, 0, 0, 1, 0, 0])],
    ]
    for (const [type, bytes] of worst) {
      const started = performance.now()
      expect(problemOf(type, bytes)).toBeNull()
      const took = performance.now() - started
      console.log(`${type}: ${(bytes.length / 1024 / 1024).toFixed(1)} MB read in ${took.toFixed(0)} ms`)
      expect(took).toBeLessThan(2000)
    }
  })
})
