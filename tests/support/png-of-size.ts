import { randomBytes } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'

/** A real PNG of about `megabytes` MB: random pixels (incompressible), stored deflate blocks. */
export function pngOfSize(megabytes: number): { buffer: Buffer; width: number; height: number } {
  const width = 1280
  const row = 1 + width * 3
  const height = Math.floor((megabytes * 1024 * 1024 - 1024) / row)
  const raw = randomBytes(row * height)
  for (let y = 0; y < height; y++) raw[y * row] = 0 // filter type: none
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const idat = deflateSync(raw, { level: 0 })
  return {
    buffer: Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]),
    width,
    height,
  }
}
