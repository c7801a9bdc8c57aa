/**
 * What an uploaded image is, read from its bytes rather than from what the client claims: the upload form checks
 * the signature before reading a file, the mock (and any server) checks signature and pixel size again. No zod here.
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

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to))

const SIGNATURES: Record<MediaType, (b: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  'image/gif': (b) => ascii(b, 0, 4) === 'GIF8',
  'image/webp': (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  'image/avif': (b) => ascii(b, 4, 8) === 'ftyp' && /avi[fs]/.test(ascii(b, 8, 12)),
}

/** Whether a file's first bytes (16 are enough) are those of its declared type: SVG and HTML never are. */
export const hasImageSignature = (type: MediaType, head: Uint8Array) => SIGNATURES[type](head)

export type PixelSize = { width: number; height: number }

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8)
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!)

function jpegSize(b: Uint8Array): PixelSize | null {
  let at = 2
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null
    const marker = b[at + 1]!
    if (marker === 0xff) {
      at += 1
      continue
    }
    // SOF0-SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) }
    }
    at += 2 + u16be(b, at + 2)
  }
  return null
}

function webpSize(b: Uint8Array): PixelSize | null {
  const chunk = ascii(b, 12, 16)
  if (chunk === 'VP8 ' && b.length >= 30) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff }
  if (chunk === 'VP8L' && b.length >= 25) {
    const [b0, b1, b2, b3] = [b[21]!, b[22]!, b[23]!, b[24]!]
    return { width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) }
  }
  if (chunk === 'VP8X' && b.length >= 30) return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) }
  return null
}

/**
 * AVIF keeps its sizes in `ispe` property boxes (version and flags, then width and height), one per image item: a
 * thumbnail, grid tiles and the whole grid. The largest one is what a browser may decode.
 */
function avifSize(b: Uint8Array): PixelSize | null {
  const end = Math.min(b.length - 16, 1 << 16)
  let largest: PixelSize | null = null
  for (let at = 4; at <= end; at++) {
    if (b[at] !== 0x69 || ascii(b, at, at + 4) !== 'ispe') continue
    const size = { width: u32be(b, at + 8), height: u32be(b, at + 12) }
    if (!largest || size.width * size.height > largest.width * largest.height) largest = size
  }
  return largest
}

const READERS: Record<MediaType, (b: Uint8Array) => PixelSize | null> = {
  'image/png': (b) => (b.length >= 24 && ascii(b, 12, 16) === 'IHDR' ? { width: u32be(b, 16), height: u32be(b, 20) } : null),
  'image/gif': (b) => (b.length >= 10 ? { width: u16le(b, 6), height: u16le(b, 8) } : null),
  'image/jpeg': jpegSize,
  'image/webp': webpSize,
  'image/avif': avifSize,
}

/** The pixel size written in the file's header, or null when the header cannot be read or makes no sense. */
export function readImageSize(type: MediaType, bytes: Uint8Array): PixelSize | null {
  if (!hasImageSignature(type, bytes)) return null
  const size = READERS[type](bytes)
  if (!size || size.width < 1 || size.height < 1) return null
  return size
}

const grouped = (n: number) => n.toLocaleString('en-US')

/** Why an image of this pixel size is refused (too wide or high, or too many pixels once decoded), or null. */
export function imageSizeProblem({ width, height }: PixelSize): string | null {
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return `Images must be at most ${MAX_IMAGE_SIDE} pixels wide and high`
  if (width * height > MAX_IMAGE_PIXELS) {
    const megapixels = Math.round((width * height) / 1_000_000)
    return `This image is ${grouped(width)} × ${grouped(height)} pixels (${megapixels} megapixels); images may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`
  }
  return null
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
