/**
 * The WhatsApp chat of a phone number: `https://wa.me/<number>`, the number in international form, digits only.
 * Nigerian numbers as people write them at home (0803 123 4567, 803 123 4567) become 234803…; +234… and 00234…
 * drop the + or 00. Pure and zod-free: the admin renders it.
 */

export const NIGERIA_CALLING_CODE = '234'

/** The number as WhatsApp wants it (country code first, digits only), or undefined when it cannot be one. */
export function whatsappNumber(phone: string): string | undefined {
  const written = phone.trim()
  let digits = written.replace(/\D/g, '')
  if (written.startsWith('+')) {
    // Already international.
  } else if (digits.startsWith('00')) digits = digits.slice(2)
  else if (/^0[789]\d{9}$/.test(digits)) digits = NIGERIA_CALLING_CODE + digits.slice(1)
  else if (/^[789]\d{9}$/.test(digits)) digits = NIGERIA_CALLING_CODE + digits
  // E.164: at most 15 digits; a real number has a country code and a subscriber number.
  return digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0') ? digits : undefined
}

/** `https://wa.me/2348031234567`, or undefined for text that is not a phone number. */
export function whatsappLink(phone: string): string | undefined {
  const number = whatsappNumber(phone)
  return number && `https://wa.me/${number}`
}
