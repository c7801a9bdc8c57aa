// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { pageSchema } from '../../src/api/schemas'
import { call, signIn } from '../setup/api'
import { expectErrorBody, expectInvalid, expectNoChange } from './helpers'

let token: string
beforeEach(async () => {
  token = await signIn()
})

const PAGES = ['/pages', '/activity?pageSize=100']

const newPage = {
  title: 'Careers',
  slug: 'careers',
  description: 'Work with our installers and engineers.',
  content: 'We are hiring certified installers in Asaba and Lagos.',
  featuredImage: '',
  metaTitle: 'Careers',
  metaDescription: 'Open positions at our solar company.',
  type: 'page',
}

const seedPage = (id: string) => seed.pages.find((page) => page.id === id)!

describe('POST /pages', () => {
  it('creates a page (201) with its id and public path taken from the slug', async () => {
    const { status, body } = await call('POST', '/pages', { token, body: newPage })
    expect(status).toBe(201)
    const page = pageSchema.parse(body)
    expect(page).toMatchObject({ ...newPage, id: 'careers', path: '/pages/careers' })
    expect((await call('GET', '/pages/careers')).body).toEqual(page)
    expect((await call('GET', '/pages')).body.items).toHaveLength(seed.pages.length + 1)
  })

  it('serves every created page at /pages/{slug}, services included (their /services routes are data-driven)', async () => {
    const { body } = await call('POST', '/pages', { token, body: { ...newPage, slug: 'solar-financing', type: 'service' } })
    expect(body.path).toBe('/pages/solar-financing')
    const renamed = await call('PATCH', '/pages/solar-financing', { token, body: { slug: 'solar-loans' } })
    expect(renamed.body.path).toBe('/pages/solar-loans')
    const builtIn = await call('PATCH', '/pages/about', { token, body: { slug: 'about-us' } })
    expect(builtIn.body.path).toBe('/about')
  })

  it('accepts a media item as featured image', async () => {
    const mediaId = seed.mediaItems[0]!.id
    const { status, body } = await call('POST', '/pages', { token, body: { ...newPage, featuredImage: mediaId } })
    expect(status).toBe(201)
    expect(body.featuredImage).toBe(mediaId)
  })

  it('rejects a slug already used by another page with 422 on "slug"', async () => {
    const response = await expectNoChange(PAGES, token, () =>
      call('POST', '/pages', { token, body: { ...newPage, slug: 'about' } }),
    )
    expectInvalid(response, 'slug')
  })

  it('rejects a featured image that is not a media id with 422 on "featuredImage"', async () => {
    const response = await expectNoChange(PAGES, token, () =>
      call('POST', '/pages', { token, body: { ...newPage, featuredImage: 'no-such-media' } }),
    )
    expectInvalid(response, 'featuredImage')
  })

  it.each([
    ['title', { title: '' }],
    ['slug', { slug: 'Not A Slug' }],
    ['type', { type: 'post' }],
    ['metaTitle', { metaTitle: 'x'.repeat(61) }],
  ])('rejects a bad %s with 422 and creates nothing', async (path, change) => {
    const response = await expectNoChange(PAGES, token, () => call('POST', '/pages', { token, body: { ...newPage, ...change } }))
    expectInvalid(response, path)
  })

  it('rejects malformed JSON with 400 and creates nothing', async () => {
    const response = await expectNoChange(PAGES, token, () => call('POST', '/pages', { token, raw: '{"title": "Careers"' }))
    expectErrorBody(response, 400)
  })

  it('keeps page ids unique when the new slug equals the id of a page whose slug was changed', async () => {
    // "about" keeps its id but moves to the slug "about-us"; the slug "about" is then free…
    await call('PATCH', '/pages/about', { token, body: { slug: 'about-us' } })
    const response = await call('POST', '/pages', { token, body: { ...newPage, slug: 'about' } })
    // …but a page created with it must not get the id "about" a second time.
    const ids = (await call('GET', '/pages')).body.items.map((page: { id: string }) => page.id)
    expect(new Set(ids).size, `ids after a ${response.status}: ${ids.join(', ')}`).toBe(ids.length)
  })
})

describe('PATCH /pages/:id', () => {
  it('changes only the given fields (200) and the page GET shows them', async () => {
    const { status, body } = await call('PATCH', '/pages/about', {
      token,
      body: { title: 'About SunHarvest', metaTitle: 'About us' },
    })
    expect(status).toBe(200)
    const page = pageSchema.parse(body)
    expect(page).toMatchObject({
      ...seedPage('about'),
      title: 'About SunHarvest',
      metaTitle: 'About us',
      updatedAt: expect.any(String),
    })
    expect(page.updatedAt).not.toBe(seedPage('about').updatedAt)
    expect((await call('GET', '/pages/about')).body).toEqual(page)
  })

  it('records the edit in the activity log', async () => {
    await call('PATCH', '/pages/about', { token, body: { title: 'About SunHarvest' } })
    const { body } = await call('GET', '/activity', { token })
    expect(body.items).toContainEqual(
      expect.objectContaining({ entity: 'page', entityId: 'about', action: 'updated', label: 'About SunHarvest' }),
    )
  })

  it('lets a page keep its own slug', async () => {
    const response = await call('PATCH', '/pages/about', { token, body: { slug: seedPage('about').slug, title: 'About' } })
    expect(response.status).toBe(200)
  })

  it('rejects a slug already used by another page with 422 on "slug"', async () => {
    const response = await expectNoChange(PAGES, token, () =>
      call('PATCH', '/pages/about', { token, body: { slug: seedPage('contact').slug } }),
    )
    expectInvalid(response, 'slug')
  })

  it('rejects a featured image that is not a media id with 422 on "featuredImage"', async () => {
    const response = await expectNoChange(PAGES, token, () =>
      call('PATCH', '/pages/home', { token, body: { featuredImage: 'no-such-media' } }),
    )
    expectInvalid(response, 'featuredImage')
  })

  it('rejects a too long description with 422 on "description"', async () => {
    const response = await expectNoChange(PAGES, token, () =>
      call('PATCH', '/pages/home', { token, body: { description: 'x'.repeat(301) } }),
    )
    expectInvalid(response, 'description')
  })

  it('rejects a change of type or id (unknown keys) with 422', async () => {
    const response = await expectNoChange(PAGES, token, () => call('PATCH', '/pages/home', { token, body: { type: 'service' } }))
    expectErrorBody(response, 422)
    const idChange = await expectNoChange(PAGES, token, () => call('PATCH', '/pages/home', { token, body: { id: 'start' } }))
    expectErrorBody(idChange, 422)
  })

  it('rejects malformed JSON with 400', async () => {
    const response = await expectNoChange(PAGES, token, () => call('PATCH', '/pages/home', { token, raw: '{title}' }))
    expectErrorBody(response, 400)
  })

  it('rejects a text/plain body with 415', async () => {
    const response = await expectNoChange(PAGES, token, () =>
      call('PATCH', '/pages/home', { token, raw: '{"title":"x"}', contentType: 'text/plain' }),
    )
    expectErrorBody(response, 415)
  })

  it('answers 404 for an unknown page and changes nothing', async () => {
    const response = await expectNoChange(PAGES, token, () =>
      call('PATCH', '/pages/no-such-page', { token, body: { title: 'x' } }),
    )
    expectErrorBody(response, 404)
  })
})
