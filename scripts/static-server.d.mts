import type { Server } from 'node:http'
export function serveStatic(dist: string, port: number): Promise<Server>
export const TYPES: Record<string, string>
export function precompress(dist: string): Promise<Map<string, { br: Buffer; gzip: Buffer }>>
