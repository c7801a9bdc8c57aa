// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { MEDIA_TYPES } from '../../src/api/rules/image-file'
import { call, signIn } from '../setup/api'
import { imageHeader, toDataUrl } from '../support/image-bytes'
import { expectInvalid, expectNoChange, pngUpload } from './helpers'

// Part of the contract suite: the mock and the server refuse alike.

let token: string
beforeEach(async () => {
  token = await signIn()
})

const upload = (type: (typeof MEDIA_TYPES)[number], width: number, height: number) => {
  const bytes = imageHeader(type, width, height)
  return pngUpload({ name: `image.${type.slice(6)}`, type, bytes: bytes.length, dataUrl: toDataUrl(type, bytes) })
}

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
