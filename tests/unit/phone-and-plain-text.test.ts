import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { telHref } from '../../src/api/phone'
import {
  isPhoneNumber,
  optionalPhoneNumberSchema,
  PHONE_MESSAGE,
  phoneNumberSchema,
  PLAIN_TEXT_MESSAGE,
  plainText,
} from '../../src/api/schemas'

/** Phone settings are phone numbers, and plain-text fields hold no hidden controls. */

describe('phone numbers', () => {
  it.each(['+234 803 555 0142', '(0803) 555-0142', '08035550142', '12345', ' +234 812 555 0199 '])('accepts %j', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true)
    expect(phoneNumberSchema.safeParse(phone).success).toBe(true)
  })

  it.each([
    'javascript:alert(1)//',
    'tel:+2348035550142',
    '+234 803 555 0142 ext. 2',
    '234+803',
    '1234',
    '(((( ))))',
    '+234 803 555 0142 0000 0000 0000',
    '0803\u202e555',
    '0803\n5550142',
  ])('refuses %j with a message that says what a number looks like', (phone) => {
    expect(isPhoneNumber(phone)).toBe(false)
    expect(phoneNumberSchema.safeParse(phone).error?.issues[0]?.message).toBe(PHONE_MESSAGE)
    expect(telHref(phone)).toBeUndefined()
  })

  it('the secondary phone may be empty, but not junk', () => {
    expect(optionalPhoneNumberSchema.parse('  ')).toBe('')
    expect(optionalPhoneNumberSchema.safeParse('call me').success).toBe(false)
  })

  it('builds the tel: link from the digits of a valid number only', () => {
    expect(telHref('+234 803 555 0142')).toBe('tel:+2348035550142')
    expect(telHref('(0803) 555-0142')).toBe('tel:08035550142')
    expect(telHref('javascript:alert(1)//')).toBeUndefined()
  })
})

const BIDI = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
]
const CONTROLS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b']

describe('plainText', () => {
  const name = plainText(z.string().trim().min(1).max(120))
  const address = plainText(z.string().trim().max(300), { multiline: true })

  it.each([...BIDI, ...CONTROLS].map((c) => [`U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`, c]))(
    'refuses %s inside a name',
    (_code, c) => {
      const result = name.safeParse(`invoice${c}gnp.exe`)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(PLAIN_TEXT_MESSAGE)
      expect(address.safeParse(`12 Road${c}Asaba`).success).toBe(false)
    },
  )

  it('refuses line breaks and tabs in a one-line field, keeps them in a multi-line one', () => {
    expect(name.safeParse('Solar\nPanels').success).toBe(false)
    expect(name.safeParse('Solar\tPanels').success).toBe(false)
    expect(address.parse('14 Nnebisi Road\r\nAsaba\tDelta State')).toBe('14 Nnebisi Road\r\nAsaba\tDelta State')
  })

  it('accepts any other text: accents, Yoruba and Igbo letters, Arabic, emoji, joined emoji', () => {
    for (const text of ['Ọ̀gbẹ́ni Adéwálé', 'Chụkwụemeka', 'الطاقة الشمسية', 'Solar ☀️ 🌞', '👩‍🔧 Installers', '₦250,000 <b>&'])
      expect(name.parse(text)).toBe(text)
  })

  it('keeps the schema it refines: limits and optional still apply', () => {
    expect(name.safeParse('').success).toBe(false)
    expect(name.optional().parse(undefined)).toBeUndefined()
  })
})
