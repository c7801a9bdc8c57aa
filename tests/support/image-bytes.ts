import type { MediaType } from '../../src/api/rules/image-file'

const text = (value: string) => [...value].map((c) => c.charCodeAt(0))
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff]
const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff]
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff]

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
    'image/avif': [
      0,
      0,
      0,
      0x1c,
      ...text('ftypavif'),
      0,
      0,
      0,
      0,
      ...be32(20),
      ...text('ispe'),
      0,
      0,
      0,
      0,
      ...be32(width),
      ...be32(height),
    ],
  }
  return Uint8Array.from([...bytes[type], ...tail])
}

export const toDataUrl = (type: MediaType, bytes: Uint8Array) => {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return `data:${type};base64,${btoa(binary)}`
}
