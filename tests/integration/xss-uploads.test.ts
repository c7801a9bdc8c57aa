/** The upload form checks type, size and content (magic bytes) itself, before the API checks them again. */
import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES } from '../../src/api/schemas'
import { checkImageFile } from '../../src/features/admin/media/read-image-file'
import { JPEG_BYTES, PNG_BYTES } from './helpers'

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"><script>window.__xss=1</script></svg>'
const file = (parts: BlobPart[], name: string, type: string) => new File(parts, name, { type })

describe('upload form: checkImageFile', () => {
  it('accepts a PNG and a JPEG whose bytes match their type', async () => {
    await expect(checkImageFile(file([new Uint8Array(PNG_BYTES)], 'a.png', 'image/png'))).resolves.toBeUndefined()
    await expect(checkImageFile(file([new Uint8Array(JPEG_BYTES)], 'a.jpg', 'image/jpeg'))).resolves.toBeUndefined()
  })

  it('refuses SVG by type, and SVG or HTML disguised as a raster image by content', async () => {
    await expect(checkImageFile(file([SVG], 'logo.svg', 'image/svg+xml'))).rejects.toThrow(/Only JPEG, PNG/)
    await expect(checkImageFile(file([SVG], 'logo.png', 'image/png'))).rejects.toThrow(/not a valid image of its declared type/)
    await expect(checkImageFile(file(['<script>window.__xss=1</script>'], 'x.gif', 'image/gif'))).rejects.toThrow(
      /not a valid image/,
    )
    await expect(checkImageFile(file([SVG], 'page.html', 'text/html'))).rejects.toThrow(/Only JPEG, PNG/)
  })

  it('refuses a PNG declared as JPEG, an empty file and a file over 5 MB', async () => {
    await expect(checkImageFile(file([new Uint8Array(PNG_BYTES)], 'a.jpg', 'image/jpeg'))).rejects.toThrow(/declared type/)
    await expect(checkImageFile(file([], 'a.png', 'image/png'))).rejects.toThrow(/empty/)
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1)
    big.set(PNG_BYTES)
    await expect(checkImageFile(file([big], 'big.png', 'image/png'))).rejects.toThrow(/5 MB/)
  })
})
