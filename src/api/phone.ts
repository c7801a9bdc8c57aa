// Kept free of zod, like safe-href.ts: the footer and contact page build tel: links while they render.

/**
 * A phone number as people write it: an optional leading +, then digits, spaces, hyphens and parentheses,
 * 5 to 30 characters of which at least 5 are digits ("+234 803 555 0142", "(0803) 555-0142").
 */
export function isPhoneNumber(value: string): boolean {
  const phone = value.trim()
  const digits = phone.replace(/\D/g, '').length
  return phone.length >= 5 && phone.length <= 30 && digits >= 5 && /^\+?[\d ()-]+$/.test(phone)
}

/** The tel: link of a phone number: its digits (and leading +) only; none for text that is not a number. */
export function telHref(phone: string): string | undefined {
  return isPhoneNumber(phone) ? `tel:${phone.replace(/[^\d+]/g, '')}` : undefined
}
