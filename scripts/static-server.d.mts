import type { Server } from 'node:http'
export function serveStatic(dist: string, port: number): Promise<Server>
export function precompress(dist: string): Promise<Map<string, { br: Buffer; gzip: Buffer }>>
export function staticFile(
  dist: string,
  compressed: Map<string, { br: Buffer; gzip: Buffer }>,
  pathname: string,
  acceptEncoding: string,
): Promise<{ headers: Record<string, string>; body: Buffer } | null>
