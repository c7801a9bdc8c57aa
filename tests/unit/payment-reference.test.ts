import { describe, expect, it } from 'vitest'
import { paymentPageUrl } from '../../src/api/rules/payment-page'
import { isPaymentReference, newPaymentReference, registrationIdIn } from '../../api/payments/reference'

describe('a payment reference', () => {
  it('is unguessable and names its registration, in the characters Paystack takes', () => {
    const reference = newPaymentReference('registration-mg2k9x-4f7a1c')
    expect(reference).toMatch(/^pay-[0-9a-f-]{36}-registration-mg2k9x-4f7a1c$/)
    expect(newPaymentReference('registration-mg2k9x-4f7a1c')).not.toBe(reference)
    expect(registrationIdIn(reference)).toBe('registration-mg2k9x-4f7a1c')
  })

  it('names none when made before references named theirs, or for an id Paystack would refuse', () => {
    expect(registrationIdIn('pay-6f1c0a52-3b8e-4d07-9a51-2c4b7e9d1f03')).toBeUndefined()
    expect(registrationIdIn('pay-unknown')).toBeUndefined()
    expect(registrationIdIn('something-else')).toBeUndefined()
    const plain = newPaymentReference('imported_record')
    expect(plain).toMatch(/^pay-[0-9a-f-]{36}$/)
    expect(registrationIdIn(plain)).toBeUndefined()
  })
})

describe("a payment reference's shape", () => {
  it('is what the API makes, pay-<uuid> or pay-<uuid>-<id>; anything else names nothing', () => {
    for (const id of ['registration-mg2k9x-4f7a1c', 'a.b=c', 'imported_record'])
      expect(isPaymentReference(newPaymentReference(id))).toBe(true)
    expect(isPaymentReference('pay-6f1c0a52-3b8e-4d07-9a51-2c4b7e9d1f03')).toBe(true)
    for (const other of [
      'pay-unknown',
      'pay-6F1C0A52-3B8E-4D07-9A51-2C4B7E9D1F03',
      'pay-6f1c0a52-3b8e-4d07-9a51-2c4b7e9d1f03-',
      'pay-6f1c0a52-3b8e-4d07-9a51-2c4b7e9d1f03-a/b',
      '',
    ])
      expect(isPaymentReference(other), other).toBe(false)
  })
})

describe("a payment page's address", () => {
  it('is absolute on the Site URL, or the path alone while the setting is empty or not a URL', () => {
    expect(paymentPageUrl('https://www.sunharvest.ng', 'pay-1')).toBe('https://www.sunharvest.ng/payment/pay-1')
    expect(paymentPageUrl('', 'pay-1')).toBe('/payment/pay-1')
    expect(paymentPageUrl('not a url', 'pay-1')).toBe('/payment/pay-1')
  })
})
