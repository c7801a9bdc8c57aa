import type { Server } from 'node:http'
export function serveStatic(dist: string, port: number, options?: { uncompressed?: boolean }): Promise<Server>
export function precompress(dist: string): Promise<Map<string, { br: Buffer; gzip: Buffer }>>
export function byteRange(header: string | null | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null
export function staticFile(
  dist: string,
  compressed: Map<string, { br: Buffer; gzip: Buffer }>,
  pathname: string,
  acceptEncoding: string,
  rangeHeader?: string | null,
): Promise<{ status: 200 | 206 | 416; headers: Record<string, string>; body: Buffer } | null>
