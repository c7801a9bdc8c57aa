// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { MAX_UPLOAD_BYTES, mediaItemSchema } from '../../src/api/schemas'
import { call, signIn } from '../setup/api'
import { imageHeader } from '../support/image-bytes'
import { expectErrorBody, expectInvalid, expectNoChange, JPEG_BYTES, PNG_BYTES, pngUpload, toDataUrl } from './helpers'

let token: string
beforeEach(async () => {
  token = await signIn()
})

const MEDIA = ['/media', '/pages', '/activity?pageSize=100']
const firstMedia = () => seed.mediaItems[0]!

describe('POST /media (upload)', () => {
  it('stores a real PNG (201) with its size and date, and the library lists it', async () => {
    const upload = pngUpload()
    const { status, body } = await call('POST', '/media', { token, body: upload })
    expect(status).toBe(201)
    const item = mediaItemSchema.parse(body)
    expect(item).toMatchObject({
      name: upload.name,
      type: 'image/png',
      url: `/uploads/${item.id}.png`,
      bytes: PNG_BYTES.length,
      size: `${PNG_BYTES.length} B`,
      alt: upload.alt,
      width: 1,
      height: 1,
    })
    expect(item.date).toBe(new Date().toISOString().slice(0, 10))
    const library = await call('GET', '/media')
    expect(library.body.total).toBe(seed.mediaItems.length + 1)
    expect((await call('GET', `/media/${item.id}`)).body).toEqual(item)
  })

  it('serves the stored file at its url with its type and nosniff, and the deletion removes it', async () => {
    const item = (await call('POST', '/media', { token, body: pngUpload() })).body
    const file = await fetch(new URL(item.url, 'http://localhost'))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual(PNG_BYTES)
    const head = await fetch(new URL(item.url, 'http://localhost'), { headers: { Range: 'bytes=0-7' } })
    expect(head.status).toBe(206)
    expect(head.headers.get('content-range')).toBe(`bytes 0-7/${PNG_BYTES.length}`)
    expect([...new Uint8Array(await head.arrayBuffer())]).toEqual(PNG_BYTES.slice(0, 8))
    expect((await call('DELETE', `/media/${item.id}`, { token })).status).toBe(204)
    expect((await fetch(new URL(item.url, 'http://localhost'))).status).toBe(404)
  })

  it('stores the pixel size read from the file, not the size the client claims', async () => {
    const { status, body } = await call('POST', '/media', { token, body: pngUpload({ width: 20000, height: 20000 }) })
    expect(status).toBe(201)
    expect(body).toMatchObject({ width: 1, height: 1 })
  })

  it('rejects a header whose pixel size cannot be read or exceeds 20000 pixels', async () => {
    const huge = imageHeader('image/png', 30000, 10)
    const tooLarge = pngUpload({ bytes: huge.length, dataUrl: toDataUrl('image/png', [...huge]) })
    expectInvalid(await expectNoChange(MEDIA, token, () => call('POST', '/media', { token, body: tooLarge })), 'dataUrl')
    const headless = PNG_BYTES.slice(0, 16)
    const unreadable = pngUpload({ bytes: headless.length, dataUrl: toDataUrl('image/png', headless) })
    expectInvalid(await expectNoChange(MEDIA, token, () => call('POST', '/media', { token, body: unreadable })), 'dataUrl')
  })

  it('stores a 4.9 MB PNG (201): validation is linear, no stack overflow', async () => {
    const bytes = new Uint8Array(Math.round(4.9 * 1024 * 1024))
    bytes.set(imageHeader('image/png', 1280, 1276))
    for (let i = 33; i < bytes.length; i++) bytes[i] = (i * 2654435761) >>> 24
    const dataUrl = `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`
    const response = await call('POST', '/media', { token, body: pngUpload({ bytes: bytes.length, dataUrl }) })
    expect(response.status, JSON.stringify(response.body).slice(0, 200)).toBe(201)
    expect(response.body).toMatchObject({ width: 1280, height: 1276, size: '4.9 MB' })
  })

  it('refuses bidi controls in a file name, on upload and on rename (an "exe.png" that reads as "gnp.exe")', async () => {
    const name = 'invoice\u202Egnp.exe'
    const upload = await expectNoChange(MEDIA, token, () => call('POST', '/media', { token, body: pngUpload({ name }) }))
    expectInvalid(upload, 'name')
    const rename = await call('PATCH', `/media/${firstMedia().id}`, { token, body: { name } })
    expectInvalid(rename, 'name')
  })

  it('accepts a JPEG declared as a JPEG', async () => {
    const jpeg = pngUpload({
      name: 'roof.jpg',
      type: 'image/jpeg',
      bytes: JPEG_BYTES.length,
      dataUrl: toDataUrl('image/jpeg', JPEG_BYTES),
    })
    expect((await call('POST', '/media', { token, body: jpeg })).status).toBe(201)
  })

  it('rejects an SVG with 422: SVG can carry script', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'
    const body = pngUpload({
      name: 'logo.svg',
      type: 'image/svg+xml',
      bytes: svg.length,
      dataUrl: `data:image/svg+xml;base64,${btoa(svg)}`,
    })
    const response = await expectNoChange(MEDIA, token, () => call('POST', '/media', { token, body }))
    expectInvalid(response, 'type')
  })

  it('rejects a file declared as PNG whose bytes are a JPEG with 422 on "dataUrl"', async () => {
    const body = pngUpload({ bytes: JPEG_BYTES.length, dataUrl: toDataUrl('image/png', JPEG_BYTES) })
    const response = await expectNoChange(MEDIA, token, () => call('POST', '/media', { token, body }))
    expectInvalid(response, 'dataUrl')
  })

  it('rejects a data URL whose type differs from the declared type with 422 on "dataUrl"', async () => {
    const body = pngUpload({ dataUrl: toDataUrl('image/jpeg', PNG_BYTES) })
    const response = await expectNoChange(MEDIA, token, () => call('POST', '/media', { token, body }))
    expectInvalid(response, 'dataUrl')
  })

  it('rejects a file over 5 MB with 422 on "bytes"', async () => {
    const response = await expectNoChange(MEDIA, token, () =>
      call('POST', '/media', { token, body: pngUpload({ bytes: MAX_UPLOAD_BYTES + 1 }) }),
    )
    expectInvalid(response, 'bytes')
    expect(response.body.issues).toContainEqual({ path: 'bytes', message: 'Files must be 5 MB or smaller' })
  })

  it('rejects a byte count that does not match the content with 422 on "bytes"', async () => {
    const response = await expectNoChange(MEDIA, token, () =>
      call('POST', '/media', { token, body: pngUpload({ bytes: PNG_BYTES.length + 1 }) }),
    )
    expectInvalid(response, 'bytes')
  })

  it('rejects a truncated base64 payload with 422, not a server error', async () => {
    // 15 bytes encode to 20 base64 characters; one more makes a length of 4n+1, which the schema's
    // base64 pattern accepts but no base64 decoder can read.
    const bytes = PNG_BYTES.slice(0, 15)
    const dataUrl = `${toDataUrl('image/png', bytes)}A`
    const response = await expectNoChange(MEDIA, token, () =>
      call('POST', '/media', { token, body: pngUpload({ bytes: bytes.length, dataUrl }) }),
    )
    expectInvalid(response, 'dataUrl')
  })

  it('rejects a missing name and an unknown key with 422', async () => {
    const { name: _name, ...withoutName } = pngUpload()
    expectInvalid(await expectNoChange(MEDIA, token, () => call('POST', '/media', { token, body: withoutName })), 'name')
    const extra = await expectNoChange(MEDIA, token, () => call('POST', '/media', { token, body: pngUpload({ id: 'mine' }) }))
    expectErrorBody(extra, 422)
  })

  it('rejects malformed JSON with 400', async () => {
    const response = await expectNoChange(MEDIA, token, () => call('POST', '/media', { token, raw: '{"name": "x.png", ' }))
    expectErrorBody(response, 400)
  })
})

describe('PATCH /media/:id', () => {
  it('renames an item and changes its alt text (200); the item GET shows it', async () => {
    const { id } = firstMedia()
    const { status, body } = await call('PATCH', `/media/${id}`, {
      token,
      body: { name: 'lekki-roof.webp', alt: 'A Lekki rooftop' },
    })
    expect(status).toBe(200)
    expect(mediaItemSchema.parse(body)).toEqual({ ...firstMedia(), name: 'lekki-roof.webp', alt: 'A Lekki rooftop' })
    expect((await call('GET', `/media/${id}`)).body).toEqual(body)
  })

  it('rejects an empty name with 422 on "name"', async () => {
    const response = await expectNoChange(MEDIA, token, () =>
      call('PATCH', `/media/${firstMedia().id}`, { token, body: { name: ' ' } }),
    )
    expectInvalid(response, 'name')
  })

  it('rejects a change of url (unknown key) with 422', async () => {
    const response = await expectNoChange(MEDIA, token, () =>
      call('PATCH', `/media/${firstMedia().id}`, { token, body: { url: 'javascript:alert(1)' } }),
    )
    expectErrorBody(response, 422)
  })

  it('rejects malformed JSON with 400', async () => {
    const response = await expectNoChange(MEDIA, token, () =>
      call('PATCH', `/media/${firstMedia().id}`, { token, raw: '{alt:1}' }),
    )
    expectErrorBody(response, 400)
  })

  it('answers 404 for an unknown item', async () => {
    const response = await expectNoChange(MEDIA, token, () => call('PATCH', '/media/no-such-item', { token, body: { alt: 'x' } }))
    expectErrorBody(response, 404)
  })
})

describe('DELETE /media/:id', () => {
  it('deletes an item (204): the library no longer lists it', async () => {
    const { id } = firstMedia()
    expect((await call('DELETE', `/media/${id}`, { token })).status).toBe(204)
    expectErrorBody(await call('GET', `/media/${id}`), 404)
    expect((await call('GET', '/media')).body.total).toBe(seed.mediaItems.length - 1)
  })

  it('clears the featured image of a page that used the deleted item', async () => {
    const { id } = firstMedia()
    await call('PATCH', '/pages/about', { token, body: { featuredImage: id } })
    const usersBefore = (await call('GET', '/pages')).body.items.filter((page: { featuredImage: string }) => page.featuredImage === id)
    expect(usersBefore.length).toBeGreaterThan(0)

    await call('DELETE', `/media/${id}`, { token })

    const pages = (await call('GET', '/pages')).body.items
    for (const user of usersBefore) {
      expect(pages.find((page: { id: string }) => page.id === user.id).featuredImage).toBe('')
    }
  })

  it('answers 404 for an unknown item and deletes nothing', async () => {
    const response = await expectNoChange(MEDIA, token, () => call('DELETE', '/media/no-such-item', { token }))
    expectErrorBody(response, 404)
  })
})
