import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { seed } from '../../fixtures'
import { collectionSchemas, type CollectionName } from '../../mocks/collections'
import { seedData } from '../../mocks/db'
import {
  hrefSchema,
  isSafeHref,
  menuItemsSchema,
  passwordChangeSchema,
  registrationInputSchema,
  slugSchema,
  toFieldIssues,
} from '../../src/api/schemas'

/** The field issues a schema reports for a value, as the API would send them. */
function issuesOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value)
  return result.success ? [] : toFieldIssues(result.error)
}

describe('isSafeHref', () => {
  it.each(['/about', '/training#schedule', '/', '#registration', 'https://x.ng', 'http://sunharvest.ng/about', ' /contact '])(
    'accepts %j',
    (href) => expect(isSafeHref(href)).toBe(true),
  )

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html;base64,xx',
    '//evil.com',
    '/\\evil.com',
    'vbscript:x',
    'mailto:x',
    'ftp://files.example.com',
    'about',
  ])('rejects %j', (href) => expect(isSafeHref(href)).toBe(false))

  it.each(['/\t/evil.com', '/\n/evil.com'])('rejects %j, which a browser resolves to another host', (href) => {
    // Browsers drop tabs and newlines inside URLs, so these become the protocol-relative "//evil.com".
    expect(new URL(href, 'https://sunharvest.ng').host).toBe('evil.com')
    expect(isSafeHref(href)).toBe(false)
  })

  it('backs hrefSchema, which also trims and requires a value', () => {
    expect(hrefSchema.parse('  /about  ')).toBe('/about')
    expect(hrefSchema.safeParse('').success).toBe(false)
    expect(hrefSchema.safeParse('javascript:alert(1)').success).toBe(false)
  })
})

describe('slugSchema', () => {
  it.each(['solar-installation', 'faq', 'services2', 'a-b-c'])('accepts %j', (slug) => {
    expect(slugSchema.parse(slug)).toBe(slug)
  })

  it.each([
    '',
    'Solar-Installation',
    'solar installation',
    'solar--installation',
    '-solar',
    'solar-',
    'solar_installation',
    'x'.repeat(61),
  ])('rejects %j', (slug) => expect(slugSchema.safeParse(slug).success).toBe(false))

  it('trims surrounding spaces', () => {
    expect(slugSchema.parse('  about ')).toBe('about')
  })
})

describe('registrationInputSchema', () => {
  const valid = {
    fullName: 'Chioma Okafor',
    email: 'chioma@example.ng',
    phone: '+2348031234567',
    whatsappNumber: '+2348031234567',
    address: '12 Nnebisi Road, Asaba',
    gender: 'female',
    professionalStatus: 'student',
    trainingPackage: 'beginner',
    referralSource: 'facebook',
    termsAccepted: true,
  }

  it('accepts a complete registration with or without organization', () => {
    expect(registrationInputSchema.safeParse(valid).success).toBe(true)
    expect(registrationInputSchema.safeParse({ ...valid, organization: 'Delta Solar Works' }).success).toBe(true)
  })

  it.each([
    ['fullName', 'Jo', 'Full name is required'],
    ['fullName', '   ', 'Full name is required'],
    ['email', 'chioma@', 'Invalid email address'],
    ['phone', '12345', 'Phone number is required'],
    ['whatsappNumber', '', 'WhatsApp number is required'],
    ['address', 'A1', 'Address is required'],
    ['gender', 'unknown', 'Gender is required'],
    ['professionalStatus', '', 'Professional status is required'],
    ['trainingPackage', 'expert', 'Training package is required'],
    ['referralSource', 'radio', 'Please tell us how you heard about us'],
    ['termsAccepted', false, 'You must accept the terms and conditions'],
  ])('reports %s = %j with the spec message "%s"', (field, value, message) => {
    expect(issuesOf(registrationInputSchema, { ...valid, [field]: value })).toEqual([{ path: field, message }])
  })

  it.each(['gender', 'professionalStatus', 'trainingPackage', 'referralSource', 'termsAccepted'])(
    'reports a missing %s with the spec message too',
    (field) => {
      const { [field as keyof typeof valid]: _omitted, ...rest } = valid
      const [issue] = issuesOf(registrationInputSchema, rest)
      expect(issue?.path).toBe(field)
      expect(issue?.message).not.toMatch(/^Invalid input/)
    },
  )
})

describe('passwordChangeSchema', () => {
  const valid = { currentPassword: 'secret', newPassword: 'Sunshine2025', confirmPassword: 'Sunshine2025' }

  it('accepts a strong new password that is confirmed', () => {
    expect(passwordChangeSchema.safeParse(valid).success).toBe(true)
  })

  it('reports a confirmation mismatch on confirmPassword', () => {
    expect(issuesOf(passwordChangeSchema, { ...valid, confirmPassword: 'Sunshine2026' })).toEqual([
      { path: 'confirmPassword', message: 'Passwords do not match' },
    ])
  })

  it.each([
    ['Sun2025', 'New password must be at least 8 characters'],
    ['Sunshine', 'New password needs at least one digit'],
    ['20252025', 'New password needs at least one letter'],
  ])('reports the weak password %j on newPassword', (weak, message) => {
    expect(issuesOf(passwordChangeSchema, { ...valid, newPassword: weak, confirmPassword: weak })).toContainEqual({
      path: 'newPassword',
      message,
    })
  })

  it('reports a new password equal to the current one', () => {
    const same = { currentPassword: 'Sunshine2025', newPassword: 'Sunshine2025', confirmPassword: 'Sunshine2025' }
    expect(issuesOf(passwordChangeSchema, same).map((issue) => issue.path)).toEqual(['newPassword'])
  })
})

describe('menuItemsSchema', () => {
  it('accepts items with unique ids, children included', () => {
    const items = [
      { id: 'a', title: 'A', url: '/', children: [{ id: 'b', title: 'B', url: '/about' }] },
      { id: 'c', title: 'C', url: '/blog' },
    ]
    expect(menuItemsSchema.safeParse(items).success).toBe(true)
  })

  it('rejects two items with the same id', () => {
    const items = [
      { id: 'a', title: 'A', url: '/' },
      { id: 'a', title: 'B', url: '/about' },
    ]
    expect(issuesOf(menuItemsSchema, items)).toEqual([{ path: '', message: 'Menu item ids must be unique' }])
  })

  it('rejects a child that reuses the id of another item', () => {
    const items = [
      { id: 'a', title: 'A', url: '/' },
      { id: 'b', title: 'B', url: '/about', children: [{ id: 'a', title: 'C', url: '/blog' }] },
    ]
    expect(menuItemsSchema.safeParse(items).success).toBe(false)
  })

  it('rejects an unsafe url with its item path', () => {
    expect(issuesOf(menuItemsSchema, [{ id: 'a', title: 'A', url: 'javascript:alert(1)' }]).map((issue) => issue.path)).toEqual([
      '0.url',
    ])
  })
})

describe('the seed', () => {
  it.each(Object.keys(seed) as (keyof typeof seed)[])('%s parses with its collection schema', (name) => {
    const schema = z.array(collectionSchemas[name as CollectionName] as z.ZodType)
    const result = schema.safeParse(seedData[name as CollectionName])
    expect(result.success ? [] : toFieldIssues(result.error)).toEqual([])
  })

  it('has a schema for every collection it seeds', () => {
    expect(Object.keys(collectionSchemas)).toEqual(expect.arrayContaining(Object.keys(seed)))
  })
})
