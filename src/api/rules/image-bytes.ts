import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, type MediaType } from './image-file'

/**
 * What an uploaded image is, read from its bytes rather than from what the client claims: the upload form checks
 * the signature before reading a file, the API checks signature and pixel size again. No zod here.
 */
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
