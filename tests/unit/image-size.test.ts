// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { imageSizeProblem, readImageSize } from '../../src/api/rules/image-bytes'
import { MAX_IMAGE_PIXELS } from '../../src/api/rules/image-file'
import { avifWith } from '../support/image-bytes'

describe('the pixel size in an image header', () => {
  it('AVIF: the largest of its image items (a small thumbnail first hides nothing)', () => {
    const bytes = avifWith([
      { width: 160, height: 120 },
      { width: 20000, height: 20000 },
      { width: 512, height: 512 },
    ])
    expect(readImageSize('image/avif', bytes)).toMatchObject({ width: 20000, height: 20000 })
  })
})

describe('imageSizeProblem', () => {
  it('lets through up to 50 megapixels', () => {
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000)
    expect(imageSizeProblem({ width: 10000, height: 5000 })).toBeNull()
    expect(imageSizeProblem({ width: 6000, height: 4000 })).toBeNull()
  })

  it('refuses more pixels than that, saying how many there are and how many are allowed', () => {
    expect(imageSizeProblem({ width: 10000, height: 5001 })).toMatch(/at most 50 megapixels/)
    expect(imageSizeProblem({ width: 20000, height: 20000 })).toBe(
      'This image is 20,000 × 20,000 pixels (400 megapixels); images may have at most 50 megapixels',
    )
  })

  it('refuses a side over 20,000 pixels, however few pixels in all', () => {
    expect(imageSizeProblem({ width: 30000, height: 10 })).toBe('Images must be at most 20000 pixels wide and high')
  })
})
