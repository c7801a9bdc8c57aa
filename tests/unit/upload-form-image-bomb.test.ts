import { describe, expect, it } from 'vitest'
import { MEDIA_TYPES } from '../../src/api/rules/image-file'
import { checkImageFile } from '../../src/features/admin/media/read-image-file'
import { imageHeader } from '../support/image-bytes'

/** The upload form reads the pixel size from the header before the browser decodes anything. */
describe('upload form: an image bomb', () => {
  it.each(MEDIA_TYPES)('%s of 20,000 × 20,000 pixels is refused with the reason, before it is decoded', async (type) => {
    const file = new File([imageHeader(type, 20000, 20000) as Uint8Array<ArrayBuffer>], 'bomb', { type })
    await expect(checkImageFile(file)).rejects.toThrow(
      'This image is 20,000 × 20,000 pixels (400 megapixels); images may have at most 50 megapixels',
    )
  })
})
