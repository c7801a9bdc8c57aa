/**
 * The images the media library takes, their limits, and the data URL an upload carries them in. What a file is, read
 * from its bytes, is in image-bytes.ts (only the upload form and the upload route need it). No zod here.
 */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const
export type MediaType = (typeof MEDIA_TYPES)[number]
export const isMediaType = (type: string): type is MediaType => (MEDIA_TYPES as readonly string[]).includes(type)

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const MAX_IMAGE_SIDE = 20000
/**
 * What a browser holds once it decodes an image is 4 bytes a pixel, whatever the file weighs: a 380 KB PNG of
 * 20,000 × 20,000 pixels takes 1.6 GB. 50 megapixels (200 MB decoded) is more than any camera photo needs.
 */
export const MAX_IMAGE_PIXELS = 50_000_000
/** A 5 MB file as base64 plus the `data:image/...;base64,` prefix. */
export const MAX_DATA_URL_LENGTH = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 32

export const FILE_EXTENSIONS: Record<MediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
}

const BASE64_CHAR = new Uint8Array(128)
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') BASE64_CHAR[c.charCodeAt(0)] = 1

/**
 * A base64 image data URL, checked in one linear pass: a regular expression with a repeated group over a
 * multi-megabyte string overflows V8's stack (uploads of 3.2 MB and more failed with a 500).
 */
export function isImageDataUrl(value: string): boolean {
  const head = /^data:image\/(jpeg|png|webp|gif|avif);base64,/.exec(value.slice(0, 32))
  if (!head) return false
  const start = head[0].length
  let end = value.length
  if (value.endsWith('==')) end -= 2
  else if (value.endsWith('=')) end -= 1
  if ((value.length - start) % 4 !== 0) return false
  for (let i = start; i < end; i++) {
    const code = value.charCodeAt(i)
    if (code > 127 || !BASE64_CHAR[code]) return false
  }
  return true
}

/** The bytes of a base64 data URL (already checked with isImageDataUrl). */
export function decodeDataUrl(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
