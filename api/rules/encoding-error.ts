import { HttpError } from './http-error'

/**
 * Text Postgres refused to store or compare: U+0000 in text (22021) or in jsonb (22P05), a lone surrogate in jsonb
 * (22P02, "Unicode low surrogate must follow a high surrogate"). Request bodies and addresses are checked before
 * (read-body.ts, url-check.ts); this is the backstop for a path they miss, so the client still hears it was its input.
 */
export function isTextEncodingError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { code, detail } = error as { code?: unknown; detail?: unknown }
  if (code === '22021' || code === '22P05') return true
  return code === '22P02' && typeof detail === 'string' && /unicode|surrogate/i.test(detail)
}

export const textEncodingError = () =>
  new HttpError(400, 'The request holds a character that cannot be stored (a NUL character or half of a surrogate pair)')
