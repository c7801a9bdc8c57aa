import type { MediaType } from '../../src/api/rules/image-file'

const text = (value: string) => [...value].map((c) => c.charCodeAt(0))
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff]
const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff]
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff]

const isoBox = (type: string, contents: number[]) => [...be32(8 + contents.length), ...text(type), ...contents]
const ispe = ({ width, height }: { width: number; height: number }) =>
  isoBox('ispe', [0, 0, 0, 0, ...be32(width), ...be32(height)])
/** An AVIF's `ftyp`, and a `meta` box (a full box: version and flags first) with an `ispe` of each size. */
const avifBoxes = (sizes: { width: number; height: number }[]) => [
  ...isoBox('ftyp', [...text('avif'), 0, 0, 0, 0, ...text('avif')]),
  ...isoBox('meta', [0, 0, 0, 0, ...sizes.flatMap(ispe)]),
]

/**
 * The smallest header of each image type that states a pixel size, as the API reads it (not a decodable picture).
 * Fuzzing and model tests upload these; `tail` adds arbitrary bytes after the header.
 */
export function imageHeader(type: MediaType, width: number, height: number, tail: number[] = []): Uint8Array {
  const bytes: Record<MediaType, number[]> = {
    'image/png': [
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...be32(13),
      ...text('IHDR'),
      ...be32(width),
      ...be32(height),
      8,
      2,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
    ],
    'image/gif': [...text('GIF89a'), ...le16(width), ...le16(height), 0, 0, 0],
    'image/jpeg': [0xff, 0xd8, 0xff, 0xc0, ...be16(17), 8, ...be16(height), ...be16(width), 3],
    'image/webp': [
      ...text('RIFF'),
      0x24,
      0,
      0,
      0,
      ...text('WEBPVP8X'),
      10,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      ...le24(width - 1),
      ...le24(height - 1),
    ],
    'image/avif': avifBoxes([{ width, height }]),
  }
  return Uint8Array.from([...bytes[type], ...tail])
}

export const toDataUrl = (type: MediaType, bytes: Uint8Array) => {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return `data:${type};base64,${btoa(binary)}`
}

type Size = { width: number; height: number }
/** Where a frame is drawn on the canvas. */
export type FrameAt = Size & { x: number; y: number }

const le32 = (n: number) => [...le24(n), (n >>> 24) & 0xff]
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: number[]) =>
  (bytes.reduce((c, byte) => CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0
const pngChunk = (type: string, data: number[]) => [
  ...be32(data.length),
  ...text(type),
  ...data,
  ...be32(crc32([...text(type), ...data])),
]
const riffChunk = (type: string, data: number[]) => [
  ...text(type),
  ...le32(data.length),
  ...data,
  ...(data.length % 2 ? [0] : []),
]

/**
 * A GIF89a: a logical screen of `screen`, a 2-colour global table, then one image descriptor per frame (a one-block
 * image each) and the trailer. One frame of 16,000 × 16,000 on a 1 × 1 screen is 35 bytes.
 */
export function gifWithFrames(screen: Size, frames: FrameAt[]): Uint8Array {
  const image = (frame: FrameAt) => [0x2c, ...le16(frame.x), ...le16(frame.y), ...le16(frame.width), ...le16(frame.height), 0]
  return Uint8Array.from([
    ...text('GIF89a'),
    ...le16(screen.width),
    ...le16(screen.height),
    0x80,
    0,
    0,
    ...[0, 0, 0, 0xff, 0xff, 0xff],
    ...frames.flatMap((frame) => [...image(frame), 2, 2, 0x44, 0x01, 0]),
    0x3b,
  ])
}

/** An APNG (valid CRCs): IHDR of `canvas`, acTL, then per frame its fcTL and a data chunk (IDAT first, then fdAT). */
export function apngWithFrames(canvas: Size, frames: FrameAt[]): Uint8Array {
  let sequence = 0
  const control = (frame: FrameAt) =>
    pngChunk('fcTL', [
      ...be32(sequence++),
      ...be32(frame.width),
      ...be32(frame.height),
      ...be32(frame.x),
      ...be32(frame.y),
      ...be16(1),
      ...be16(10),
      0,
      0,
    ])
  const data = [0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]
  return Uint8Array.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...pngChunk('IHDR', [...be32(canvas.width), ...be32(canvas.height), 8, 6, 0, 0, 0]),
    ...pngChunk('acTL', [...be32(frames.length), ...be32(0)]),
    ...frames.flatMap((frame, n) => [
      ...control(frame),
      ...(n === 0 ? pngChunk('IDAT', data) : pngChunk('fdAT', [...be32(sequence++), ...data])),
    ]),
    ...pngChunk('IEND', []),
  ])
}

/** A lossless (VP8L) bitstream chunk of this size: the signature byte, then 14 bits each of width - 1 and height - 1. */
function vp8l({ width, height }: Size) {
  const bits = (width - 1) | ((height - 1) << 14)
  return riffChunk('VP8L', [0x2f, ...le32(bits >>> 0), 0, 0, 0])
}

const webp = (chunks: number[]) => Uint8Array.from([...text('RIFF'), ...le32(chunks.length + 4), ...text('WEBP'), ...chunks])
const vp8x = (flags: number, canvas: Size) =>
  riffChunk('VP8X', [flags, 0, 0, 0, ...le24(canvas.width - 1), ...le24(canvas.height - 1)])

/**
 * An animated WebP: VP8X (animation flag) with a canvas of `canvas`, ANIM, then one ANMF per frame (offsets are
 * stored halved, so give even ones), each with a VP8L bitstream of the frame's size or of `bitstream`.
 */
export function animatedWebp(canvas: Size, frames: (FrameAt & { bitstream?: Size })[]): Uint8Array {
  const frame = (f: FrameAt & { bitstream?: Size }) =>
    riffChunk('ANMF', [
      ...le24(f.x / 2),
      ...le24(f.y / 2),
      ...le24(f.width - 1),
      ...le24(f.height - 1),
      ...le24(100),
      0,
      ...vp8l(f.bitstream ?? f),
    ])
  return webp([...vp8x(0x02, canvas), ...riffChunk('ANIM', [0, 0, 0, 0, 0, 0]), ...frames.flatMap(frame)])
}

/** A still extended WebP: VP8X with a canvas of `canvas`, then a VP8L bitstream of `bitstream`. */
export const extendedWebp = (canvas: Size, bitstream: Size) => webp([...vp8x(0, canvas), ...vp8l(bitstream)])

/**
 * An AVIF as its boxes lie: `ftyp`, then `free` padding of `padding` bytes (which may hide an `ispe` no decoder
 * reads), a `meta` box with an `ispe` per image item, an image sequence's `moov` (its track header and `av01` sample
 * entry) when `track` is given, and `mdat` with `data`.
 */
export function avifWith(
  items: Size[],
  { padding = [], track, data = [] }: { padding?: number[]; track?: Size; data?: number[] } = {},
): Uint8Array {
  const [ftyp, meta] = [avifBoxes([]).slice(0, 20), avifBoxes(items).slice(20)]
  const fixed = (n: number) => [...be16(n), 0, 0]
  const moov = track
    ? isoBox('moov', [
        ...isoBox('trak', [
          ...isoBox('tkhd', [...Array(76).fill(0), ...fixed(track.width), ...fixed(track.height)]),
          ...isoBox('av01', [...Array(24).fill(0), ...be16(track.width), ...be16(track.height), ...Array(50).fill(0)]),
        ]),
      ])
    : []
  return Uint8Array.from([...ftyp, ...isoBox('free', padding), ...meta, ...moov, ...isoBox('mdat', data)])
}
