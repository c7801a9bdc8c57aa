import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, type MediaType } from './image-file'

/**
 * What an uploaded image is, read from its bytes rather than from what the client claims: the upload form checks
 * the signature before reading a file, the API checks signature, pixel size and frames again. No zod here.
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
/** Where a frame (a GIF image, an APNG fcTL, a WebP ANMF or bitstream) is drawn on the image's canvas. */
export type Frame = PixelSize & { x: number; y: number }
/** The canvas the header states, and every frame found in the file (as far as the file goes). */
export type ImageLayout = PixelSize & { frames: Frame[] }

/**
 * More frames than this are refused rather than measured: reading stops there, so a file of a million tiny frames
 * costs no more than this many.
 */
export const MAX_IMAGE_FRAMES = 10_000

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8)
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)
const u32le = (b: Uint8Array, at: number) => u24le(b, at) + b[at + 3]! * 0x1000000
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!)
/** Whether the four bytes at `at` spell `type` (no string built: a file may have hundreds of thousands of chunks). */
const isChunk = (b: Uint8Array, at: number, type: string) =>
  b[at] === type.charCodeAt(0) &&
  b[at + 1] === type.charCodeAt(1) &&
  b[at + 2] === type.charCodeAt(2) &&
  b[at + 3] === type.charCodeAt(3)
const full = (frames: Frame[]) => frames.length > MAX_IMAGE_FRAMES

function jpegSize(b: Uint8Array): ImageLayout | null {
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
      return { height: u16be(b, at + 5), width: u16be(b, at + 7), frames: [] }
    }
    at += 2 + u16be(b, at + 2)
  }
  return null
}

/** The size in a PNG's IHDR, and every APNG frame (fcTL: sequence, width, height, x and y offsets). */
function pngLayout(b: Uint8Array): ImageLayout | null {
  if (b.length < 24 || !isChunk(b, 12, 'IHDR')) return null
  const frames: Frame[] = []
  for (let at = 8; at + 12 <= b.length && !full(frames) && !isChunk(b, at + 4, 'IEND'); at += 12 + u32be(b, at)) {
    if (isChunk(b, at + 4, 'fcTL') && at + 28 <= b.length) {
      frames.push({ width: u32be(b, at + 12), height: u32be(b, at + 16), x: u32be(b, at + 20), y: u32be(b, at + 24) })
    }
  }
  return { width: u32be(b, 16), height: u32be(b, 20), frames }
}

const gifColorTable = (packed: number) => (packed & 0x80 ? 3 << ((packed & 7) + 1) : 0)
/** Past a run of GIF data sub-blocks (a length byte, that many bytes), ended by an empty one. */
function afterSubBlocks(b: Uint8Array, at: number) {
  while (at < b.length && b[at] !== 0) at += b[at]! + 1
  return at + 1
}

/**
 * The logical screen, and every image descriptor (x, y, width, height): a browser draws a frame larger than the
 * screen at its own size, so a 1 × 1 screen does not bound what is decoded.
 */
function gifLayout(b: Uint8Array): ImageLayout | null {
  if (b.length < 10) return null
  const frames: Frame[] = []
  let at = 13 + gifColorTable(b[10] ?? 0)
  while (at < b.length && !full(frames)) {
    if (b[at] === 0x21) at = afterSubBlocks(b, at + 2)
    else if (b[at] === 0x2c && at + 10 <= b.length) {
      frames.push({ x: u16le(b, at + 1), y: u16le(b, at + 3), width: u16le(b, at + 5), height: u16le(b, at + 7) })
      // The local color table, then the LZW code size byte, then the image data.
      at = afterSubBlocks(b, at + 10 + gifColorTable(b[at + 9]!) + 1)
    } else break // the trailer, or bytes no decoder reads on from
  }
  return { width: u16le(b, 6), height: u16le(b, 8), frames }
}

/** The size in a VP8 (lossy) or VP8L (lossless) bitstream chunk starting at `at`, or null. */
function webpBitstream(b: Uint8Array, at: number): PixelSize | null {
  if (isChunk(b, at, 'VP8 ') && at + 18 <= b.length)
    return { width: u16le(b, at + 14) & 0x3fff, height: u16le(b, at + 16) & 0x3fff }
  if (isChunk(b, at, 'VP8L') && at + 13 <= b.length) {
    const [b0, b1, b2, b3] = [b[at + 9]!, b[at + 10]!, b[at + 11]!, b[at + 12]!]
    return { width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) }
  }
  return null
}

/** Each chunk of a RIFF run from `at` to `end` (a four-letter type, a little-endian size, the data padded to even). */
function* riffChunks(b: Uint8Array, at: number, end: number) {
  for (let size = 0; at + 8 <= end; at += 8 + size + (size & 1)) {
    size = u32le(b, at + 4)
    yield at
  }
}

/**
 * A simple WebP is one bitstream; an extended one (VP8X) states a canvas, and its bitstream or its animation frames
 * (ANMF: x / 2, y / 2, width - 1, height - 1, each 24 bits, then the frame's own bitstream) are drawn on it.
 */
function webpLayout(b: Uint8Array): ImageLayout | null {
  if (!isChunk(b, 12, 'VP8X')) {
    const size = webpBitstream(b, 12)
    return size && { ...size, frames: [] }
  }
  if (b.length < 30) return null
  const frames: Frame[] = []
  for (const at of riffChunks(b, 12, b.length)) {
    if (full(frames)) break
    const still = webpBitstream(b, at)
    if (still) frames.push({ x: 0, y: 0, ...still })
    if (!isChunk(b, at, 'ANMF') || at + 24 > b.length) continue
    // One frame: what its header states, or its bitstream where that is larger.
    const frame = {
      x: 2 * u24le(b, at + 8),
      y: 2 * u24le(b, at + 11),
      width: 1 + u24le(b, at + 14),
      height: 1 + u24le(b, at + 17),
    }
    for (const inner of riffChunks(b, at + 24, Math.min(b.length, at + 8 + u32le(b, at + 4)))) {
      const bitstream = webpBitstream(b, inner)
      frame.width = Math.max(frame.width, bitstream?.width ?? 0)
      frame.height = Math.max(frame.height, bitstream?.height ?? 0)
    }
    frames.push(frame)
  }
  return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27), frames }
}

/** The top-level boxes of an ISO-BMFF file (AVIF): where each starts, and where its contents start and end. */
function* topLevelBoxes(b: Uint8Array) {
  for (let at = 0, size = 0; at + 8 <= b.length; at += size) {
    let header = 8
    size = u32be(b, at)
    if (size === 1 && at + 16 <= b.length) [size, header] = [u32be(b, at + 8) * 2 ** 32 + u32be(b, at + 12), 16]
    else if (size === 0) size = b.length - at
    if (size < header) return
    yield { at, from: at + header, to: Math.min(b.length, at + size) }
  }
}

/**
 * AVIF keeps its sizes in `ispe` property boxes of its `meta` box (version and flags, then width and height), one
 * per image item: a thumbnail, grid tiles and the whole grid. An image sequence's `moov` box states its track's too:
 * the track header (`tkhd`) ends with width and height (16.16 fixed point), the `av01` sample entry has them at 32
 * and 34. The largest is what a browser may decode, wherever in the file it is; the image data (`mdat`) is not
 * searched, so its bytes never pass for a size.
 */
function avifSize(b: Uint8Array): ImageLayout | null {
  let largest: PixelSize | null = null
  const consider = (width: number, height: number) => {
    if (!largest || width * height > largest.width * largest.height) largest = { width, height }
  }
  for (const box of topLevelBoxes(b)) {
    const inMoov = isChunk(b, box.at + 4, 'moov')
    if (!inMoov && !isChunk(b, box.at + 4, 'meta')) continue
    for (let at = box.from; at + 16 <= box.to; at++) {
      if (b[at] !== 0x69 && b[at] !== 0x74 && b[at] !== 0x61) continue // none of `ispe`, `tkhd`, `av01` starts here
      if (isChunk(b, at, 'ispe')) consider(u32be(b, at + 8), u32be(b, at + 12))
      if (inMoov && isChunk(b, at, 'tkhd')) {
        const end = at - 4 + u32be(b, at - 4)
        if (end >= at + 12 && end <= box.to) consider(u16be(b, end - 8), u16be(b, end - 4))
      }
      if (inMoov && isChunk(b, at, 'av01') && at + 32 <= box.to) consider(u16be(b, at + 28), u16be(b, at + 30))
    }
  }
  return largest && { ...(largest as PixelSize), frames: [] }
}

const READERS: Record<MediaType, (b: Uint8Array) => ImageLayout | null> = {
  'image/png': pngLayout,
  'image/gif': gifLayout,
  'image/jpeg': jpegSize,
  'image/webp': webpLayout,
  'image/avif': avifSize,
}

/**
 * The pixel size written in the file's header, with the frames the file draws on it; null when the header cannot be
 * read or makes no sense. A truncated file has the frames it has.
 */
export function readImageSize(type: MediaType, bytes: Uint8Array): ImageLayout | null {
  if (!hasImageSignature(type, bytes)) return null
  const size = READERS[type](bytes)
  if (!size || size.width < 1 || size.height < 1) return null
  return size
}

const grouped = (n: number) => n.toLocaleString('en-US')

/**
 * Why an image of this pixel size is refused (too wide or high, or too many pixels once decoded; too many frames, or
 * a frame that does not fit in it), or null.
 */
export function imageSizeProblem({ width, height, frames = [] }: PixelSize & { frames?: readonly Frame[] }): string | null {
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return `Images must be at most ${MAX_IMAGE_SIDE} pixels wide and high`
  if (width * height > MAX_IMAGE_PIXELS) {
    const megapixels = Math.round((width * height) / 1_000_000)
    return `This image is ${grouped(width)} × ${grouped(height)} pixels (${megapixels} megapixels); images may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`
  }
  if (frames.length > MAX_IMAGE_FRAMES) return `Images may have at most ${grouped(MAX_IMAGE_FRAMES)} frames`
  const outside = frames.findIndex((frame) => frame.x + frame.width > width || frame.y + frame.height > height)
  if (outside === -1) return null
  const frame = frames[outside]!
  return `Frame ${grouped(outside + 1)} of this image (${grouped(frame.width)} × ${grouped(frame.height)} pixels at ${grouped(frame.x)}, ${grouped(frame.y)}) does not fit in its stated size of ${grouped(width)} × ${grouped(height)} pixels`
}
