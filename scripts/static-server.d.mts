import type { Server } from 'node:http'
export function serveStatic(dist: string, port: number): Promise<Server>
