// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { IMAGE_SRC_MESSAGE, imageSrcSchema } from '../../src/api/schemas'

/** Images come from the media library or the site's own paths, never another origin. */
describe('imageSrcSchema', () => {
  it.each(['/images/brand/logo-light.png', '/favicon.png', '/uploads/media-abc123.png', ' /images/logo.png '])(
    'accepts the site path %j',
    (src) => expect(imageSrcSchema.safeParse(src).success).toBe(true),
  )

  it.each([
    'https://cdn.example.com/logo.png',
    'http://sunharvest.ng/images/logo.png',
    'HTTPS://cdn.example.com/logo.png',
    '//cdn.example.com/logo.png',
    '/\\cdn.example.com/logo.png',
    '/\t/cdn.example.com/logo.png',
    'images/logo.png',
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:https://sunharvest.ng/1234',
  ])('refuses %j with a message that says what to do', (src) => {
    const result = imageSrcSchema.safeParse(src)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(IMAGE_SRC_MESSAGE)
  })

  it('says where images come from', () => {
    expect(IMAGE_SRC_MESSAGE).toBe('Choose an image from the media library or use a site path like /images/logo.png')
  })

  it('takes no data: URL, not even a raster image: uploads are served from site paths', () => {
    expect(imageSrcSchema.safeParse('data:image/png;base64,iVBORw0KGgo=').success).toBe(false)
    expect(imageSrcSchema.safeParse(`/${'a'.repeat(500)}`).success).toBe(false)
  })

  it('still requires an image', () => {
    expect(imageSrcSchema.safeParse('').error?.issues[0]?.message).toBe('Image is required')
  })
})
