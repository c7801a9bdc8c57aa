// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { MEDIA_TYPES } from '../../src/api/rules/image-file'
import { call, signIn } from '../setup/api'
import { animatedWebp, apngWithFrames, gifWithFrames, imageHeader, toDataUrl } from '../support/image-bytes'
import { expectInvalid, expectNoChange, pngUpload } from './helpers'

// Part of the contract suite: the mock and the server refuse alike.

let token: string
beforeEach(async () => {
  token = await signIn()
})

const uploadOf = (type: (typeof MEDIA_TYPES)[number], bytes: Uint8Array) =>
  pngUpload({ name: `image.${type.slice(6)}`, type, bytes: bytes.length, dataUrl: toDataUrl(type, bytes) })
const upload = (type: (typeof MEDIA_TYPES)[number], width: number, height: number) =>
  uploadOf(type, imageHeader(type, width, height))

describe('POST /media: images that decode to more than 50 megapixels', () => {
  it.each(MEDIA_TYPES)(
    '%s of 20,000 × 20,000 pixels (a few bytes, 1.6 GB decoded): 422 on "dataUrl", nothing stored',
    async (type) => {
      const response = await expectNoChange(['/media', '/activity?pageSize=100'], token, () =>
        call('POST', '/media', { token, body: upload(type, 20000, 20000) }),
      )
      expectInvalid(response, 'dataUrl')
      expect(response.body.issues).toEqual([
        {
          path: 'dataUrl',
          message: 'This image is 20,000 × 20,000 pixels (400 megapixels); images may have at most 50 megapixels',
        },
      ])
    },
  )

  it('stores one of exactly 50 megapixels and refuses one a row larger', async () => {
    const largest = await call('POST', '/media', { token, body: upload('image/png', 10000, 5000) })
    expect(largest.status).toBe(201)
    expect(largest.body).toMatchObject({ width: 10000, height: 5000 })
    expectInvalid(await call('POST', '/media', { token, body: upload('image/png', 10000, 5001) }), 'dataUrl')
  })
})

describe('POST /media: animations whose frames are larger than the size their header states', () => {
  const ONE = { width: 1, height: 1 }
  const HUGE = { x: 0, y: 0, width: 16000, height: 16000 }
  const bombs = [
    ['image/gif', 'a GIF of a 1 × 1 screen', gifWithFrames(ONE, [HUGE])],
    ['image/png', 'an APNG of a 1 × 1 canvas', apngWithFrames(ONE, [{ ...ONE, x: 0, y: 0 }, HUGE])],
    ['image/webp', 'an animated WebP of a 1 × 1 canvas', animatedWebp(ONE, [HUGE])],
  ] as const

  it.each(bombs)('%s: %s with a 16,000 × 16,000 frame: 422 on "dataUrl", nothing stored', async (type, _, bytes) => {
    const response = await expectNoChange(['/media', '/activity?pageSize=100'], token, () =>
      call('POST', '/media', { token, body: uploadOf(type, bytes) }),
    )
    expectInvalid(response, 'dataUrl')
    expect(response.body.issues).toEqual([
      {
        path: 'dataUrl',
        message: expect.stringMatching(
          /^Frame \d of this image \(16,000 × 16,000 pixels at 0, 0\) does not fit in its stated size of 1 × 1 pixels$/,
        ),
      },
    ])
  })

  it('stores an animation whose frames all fit, with the size its header states', async () => {
    const canvas = { width: 120, height: 80 }
    const frames = [
      { x: 0, y: 0, ...canvas },
      { x: 20, y: 10, width: 100, height: 70 },
    ]
    for (const [type, bytes] of [
      ['image/gif', gifWithFrames(canvas, frames)],
      ['image/png', apngWithFrames(canvas, frames)],
      ['image/webp', animatedWebp(canvas, frames)],
    ] as const) {
      const stored = await call('POST', '/media', { token, body: uploadOf(type, bytes) })
      expect(stored.status, type).toBe(201)
      expect(stored.body).toMatchObject(canvas)
    }
  })
})
