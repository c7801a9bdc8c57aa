// @vitest-environment node
/**
 * Injection through the admin write endpoints: every URL-bearing field refuses every dangerous URL payload
 * with 422 and stores nothing; every text field stores every payload (that fits its length and holds no NUL) as
 * plain text, byte for byte, to be escaped when rendered.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { isPhoneNumber, isPlainText } from '../../src/api/schemas'
import { isStorableText } from '../../api/rules/storable-text'
import { call, signIn } from '../setup/api'
import { PNG_BYTES, pngUpload, toDataUrl } from './helpers'
import { HTML_PAYLOADS, stored, URL_PAYLOADS, XSS_PAYLOADS } from '../security/xss-payloads'

let token: string
beforeEach(async () => {
  token = await signIn()
})

const MEDIA_ID = seed.mediaItems[0]!.id
const userSettings = seed.userSettings[0]!

const newPage = (overrides: Record<string, unknown> = {}) => ({
  type: 'page',
  title: 'Solar Financing',
  slug: 'solar-financing',
  description: 'Ways to pay for solar.',
  content: 'We work with partner banks.',
  featuredImage: '',
  metaTitle: 'Solar Financing',
  metaDescription: 'Instalment plans.',
  ...overrides,
})

interface UrlField {
  name: string
  /** The GETs whose bodies must not change when the write is refused. */
  reads: string[]
  write: (payload: string) => Promise<{ status: number; body: any }>
}

const URL_FIELDS: UrlField[] = [
  {
    name: 'main menu item url',
    reads: ['/menus/main-menu'],
    write: (url) => call('PUT', '/menus/main-menu', { token, body: { items: [{ id: 'x', title: 'Deals', url }] } }),
  },
  {
    name: 'footer menu child url',
    reads: ['/menus/footer-menu'],
    write: (url) =>
      call('PUT', '/menus/footer-menu', {
        token,
        body: { items: [{ id: 'p', title: 'Home', url: '/', children: [{ id: 'c', title: 'Deals', url, target: '_blank' }] }] },
      }),
  },
  ...(['siteUrl', 'facebookUrl', 'twitterUrl', 'instagramUrl', 'linkedinUrl', 'logoLight', 'logoDark', 'favicon'] as const).map(
    (key): UrlField => ({
      name: `site settings ${key}`,
      reads: ['/settings/site'],
      write: (url) => call('PATCH', '/settings/site', { token, body: { [key]: url } }),
    }),
  ),
  {
    name: 'user settings avatarUrl',
    reads: ['/settings/user'],
    write: (url) =>
      call('PUT', '/settings/user', { token, body: { name: userSettings.name, email: userSettings.email, avatarUrl: url } }),
  },
  {
    name: 'page featuredImage (PATCH /pages/about)',
    reads: ['/pages/about'],
    write: (url) => call('PATCH', '/pages/about', { token, body: { featuredImage: url } }),
  },
  {
    name: 'new page featuredImage (POST /pages)',
    reads: ['/pages'],
    write: (url) => call('POST', '/pages', { token, body: newPage({ featuredImage: url }) }),
  },
  {
    name: 'new page slug (its public path)',
    reads: ['/pages'],
    write: (url) => call('POST', '/pages', { token, body: newPage({ slug: url }) }),
  },
  {
    name: 'media upload dataUrl',
    reads: ['/media'],
    write: (url) => call('POST', '/media', { token, body: pngUpload({ dataUrl: url }) }),
  },
  {
    name: 'media url (PATCH /media/:id)',
    reads: ['/media'],
    write: (url) => call('PATCH', `/media/${MEDIA_ID}`, { token, body: { url } }),
  },
]

/** Settings fields rendered as mailto: links: only an e-mail address is accepted. */
const EMAIL_FIELDS = ['contactEmail', 'trainingEmail'] as const

describe('URL fields refuse every dangerous URL payload', () => {
  it(`the corpus has at least 60 payloads, ${URL_PAYLOADS.length} of them dangerous URLs`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60)
    expect(URL_PAYLOADS.length).toBeGreaterThanOrEqual(30)
    expect(new Set(XSS_PAYLOADS.map((p) => p.id)).size).toBe(XSS_PAYLOADS.length)
  })

  it.each(URL_FIELDS)('$name: 422 and nothing stored', async (field) => {
    const before = await Promise.all(field.reads.map((path) => call('GET', path)))
    const accepted: string[] = []
    for (const payload of URL_PAYLOADS) {
      const response = await field.write(payload.value)
      if (response.status !== 422) accepted.push(`${payload.id} → ${response.status}`)
    }
    expect(accepted, 'payloads not refused with 422').toEqual([])
    const after = await Promise.all(field.reads.map((path) => call('GET', path)))
    expect(after).toEqual(before)
  })

  it.each(EMAIL_FIELDS)('site settings %s (a mailto: link) refuses every payload', async (key) => {
    const before = await call('GET', '/settings/site')
    const accepted: string[] = []
    for (const payload of XSS_PAYLOADS) {
      const response = await call('PATCH', '/settings/site', { token, body: { [key]: payload.value } })
      if (response.status !== 422) accepted.push(`${payload.id} → ${response.status}`)
    }
    expect(accepted).toEqual([])
    expect(await call('GET', '/settings/site')).toEqual(before)
  })

  it('an SVG upload is refused however it is declared: as SVG, or as PNG with SVG content', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"/>'
    const bytes = Array.from(new TextEncoder().encode(svg))
    const before = await call('GET', '/media')
    const asSvg = await call('POST', '/media', {
      token,
      body: pngUpload({
        name: 'logo.svg',
        type: 'image/svg+xml',
        bytes: bytes.length,
        dataUrl: toDataUrl('image/svg+xml', bytes),
      }),
    })
    expect(asSvg.status).toBe(422)
    const disguised = await call('POST', '/media', {
      token,
      body: pngUpload({ name: 'logo.png', bytes: bytes.length, dataUrl: toDataUrl('image/png', bytes) }),
    })
    expect(disguised.status).toBe(422)
    // A PNG signature followed by markup is still refused when its type says something else.
    const mismatched = await call('POST', '/media', {
      token,
      body: pngUpload({ type: 'image/jpeg', dataUrl: toDataUrl('image/jpeg', PNG_BYTES) }),
    })
    expect(mismatched.status).toBe(422)
    expect(await call('GET', '/media')).toEqual(before)
  })
})

interface TextField {
  name: string
  max: number
  /** Whether the schema trims the value before storing it. */
  trims: boolean
  write: (value: string) => Promise<{ status: number; body: any }>
  /** Reads the stored value back through the public GET. */
  read: () => Promise<unknown>
  /** What the field takes by design (as stored); anything else is refused with 422. Default: any text it can store. */
  accepts?: (value: string) => boolean
}

/** Settings text is plain text: no control characters or bidi controls, line breaks where multi-line. */
const plain = (value: string) => isPlainText(value)
const plainLines = (value: string) => isPlainText(value, { multiline: true })

const settingsField = (key: string, max: number, accepts: (value: string) => boolean): TextField => ({
  name: `site settings ${key}`,
  max,
  trims: true,
  accepts,
  write: (value) => call('PATCH', '/settings/site', { token, body: { [key]: value } }),
  read: async () => (await call('GET', '/settings/site')).body[key],
})

const pageField = (key: string, max: number, trims = true): TextField => ({
  name: `page ${key} (PATCH /pages/about)`,
  max,
  trims,
  write: (value) => call('PATCH', '/pages/about', { token, body: { [key]: value } }),
  read: async () => (await call('GET', '/pages/about')).body[key],
})

const mediaField = (key: 'name' | 'alt', max: number, accepts?: (value: string) => boolean): TextField => ({
  name: `media ${key} (PATCH /media/:id)`,
  max,
  trims: true,
  accepts,
  write: (value) => call('PATCH', `/media/${MEDIA_ID}`, { token, body: { [key]: value } }),
  read: async () => (await call('GET', `/media/${MEDIA_ID}`)).body[key],
})

const TEXT_FIELDS: TextField[] = [
  pageField('title', 100),
  pageField('description', 300),
  pageField('content', 20000, false),
  pageField('metaTitle', 60),
  pageField('metaDescription', 160),
  settingsField('siteName', 80, plain),
  settingsField('tagline', 120, plain),
  // Phones are phone numbers: every payload is refused.
  settingsField('contactPhone', 30, isPhoneNumber),
  settingsField('secondaryPhone', 30, isPhoneNumber),
  settingsField('address', 300, plainLines),
  settingsField('officeAddress', 300, plainLines),
  settingsField('footerText', 300, plainLines),
  {
    name: 'site settings workingHours days and hours',
    max: 60,
    trims: true,
    accepts: plain,
    write: (value) => call('PATCH', '/settings/site', { token, body: { workingHours: [{ days: value, hours: value }] } }),
    read: async () => {
      const [row] = (await call('GET', '/settings/site')).body.workingHours
      // Written alike: a row whose hours differ from its days (the seed's) reads as the whole row.
      return row.hours === row.days ? row.days : row
    },
  },
  {
    name: 'site settings bank name',
    max: 80,
    trims: true,
    accepts: plain,
    write: async (value) => {
      const { bank } = (await call('GET', '/settings/site')).body
      return call('PATCH', '/settings/site', { token, body: { bank: { ...bank, bankName: value } } })
    },
    read: async () => (await call('GET', '/settings/site')).body.bank.bankName,
  },
  // A file name is one line of plain text: no bidi controls that would disguise its extension.
  mediaField('name', 120, plain),
  mediaField('alt', 300),
]

describe('text fields store every payload as inert text', () => {
  it.each(TEXT_FIELDS)('$name', async (field) => {
    const problems: string[] = []
    let tried = 0
    for (const payload of XSS_PAYLOADS) {
      const expected = field.trims ? stored(payload.value) : payload.value
      if (expected.length > field.max) continue
      tried += 1
      const before = JSON.stringify(await field.read())
      const response = await field.write(payload.value)
      if (!(field.accepts ?? isStorableText)(expected)) {
        if (response.status !== 422) problems.push(`${payload.id} → ${response.status}, not refused`)
        else if (JSON.stringify(await field.read()) !== before) problems.push(`${payload.id} refused but stored`)
      } else if (response.status !== 200) problems.push(`${payload.id} → ${response.status}`)
      else if ((await field.read()) !== expected) problems.push(`${payload.id} stored differently`)
    }
    expect(problems).toEqual([])
    expect(tried).toBeGreaterThan(20)
  })

  it('menu labels: every plain-text payload that fits 60 characters is stored as a label, byte for byte', async () => {
    const fitting = XSS_PAYLOADS.filter((p) => stored(p.value).length <= 60 && isPlainText(stored(p.value)))
    const items = fitting.map((p, i) => ({ id: `xss-${i}`, title: p.value, url: '/about' }))
    // A menu item holds at most 50 children.
    const children = fitting.slice(0, 50).map((p, i) => ({ id: `xss-child-${i}`, title: p.value, url: '/contact' }))
    const response = await call('PUT', '/menus/main-menu', {
      token,
      body: { items: [...items, { id: 'parent', title: 'More', url: '/services', children }] },
    })
    expect(response.status).toBe(200)
    const saved = (await call('GET', '/menus/main-menu')).body.items
    expect(saved.slice(0, -1).map((i: { title: string }) => i.title)).toEqual(fitting.map((p) => stored(p.value)))
    expect(saved.at(-1).children.map((c: { title: string }) => c.title)).toEqual(fitting.slice(0, 50).map((p) => stored(p.value)))
  })

  it('a new page (POST /pages) keeps payloads in its title, description and content as text', async () => {
    const problems: string[] = []
    for (const [i, payload] of HTML_PAYLOADS.entries()) {
      const value = stored(payload.value)
      const body = newPage({
        slug: `xss-${i}`,
        title: value.slice(0, 100),
        description: value.slice(0, 300),
        content: payload.value,
        metaTitle: value.slice(0, 60),
        metaDescription: value.slice(0, 160),
      })
      const response = await call('POST', '/pages', { token, body })
      // A NUL is refused in any text (422), never stored.
      if (!isStorableText(payload.value)) {
        if (response.status !== 422) problems.push(`${payload.id} → ${response.status}, not refused`)
      } else if (response.status !== 201) problems.push(`${payload.id} → ${response.status}`)
      else if (response.body.content !== payload.value || response.body.path !== `/pages/xss-${i}`) {
        problems.push(`${payload.id} stored differently`)
      }
    }
    expect(problems).toEqual([])
  })

  it('an upload keeps payloads in its name and alt text as text', async () => {
    const problems: string[] = []
    for (const payload of XSS_PAYLOADS) {
      const value = stored(payload.value)
      if (value.length > 120) continue
      const response = await call('POST', '/media', { token, body: pngUpload({ name: payload.value, alt: payload.value }) })
      // A name is plain text: control and bidi characters are refused, everything else kept as written.
      if (!plain(value)) {
        if (response.status !== 422) problems.push(`${payload.id} → ${response.status}, not refused`)
      } else if (response.status !== 201) problems.push(`${payload.id} → ${response.status}`)
      else if (response.body.name !== value || response.body.alt !== value) problems.push(`${payload.id} stored differently`)
      // The stored URL is the file store's path for this id, never something taken from the name.
      else if (response.body.url !== `/uploads/${response.body.id}.png`) problems.push(`${payload.id} url changed`)
    }
    expect(problems).toEqual([])
  })
})
