/**
 * Writes the OpenAPI document generated from the zod schemas: `tsx scripts/openapi.ts [out-file]`
 * (default dist/api/openapi.json, so a static host serves it at /api/openapi.json next to the build).
 * The API base comes from VITE_API_URL, as in the app.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { buildOpenApiDocument } from '../api/openapi/document'

const out = resolve(process.argv[2] ?? 'dist/api/openapi.json')
const serverUrl = process.env.VITE_API_URL?.replace(/\/$/, '') || '/api'
const document = buildOpenApiDocument({ serverUrl })
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`)
const operations = Object.values(document.paths).reduce((n, path) => n + Object.keys(path).length, 0)
console.log(`openapi: ${operations} operations, ${Object.keys(document.components.schemas).length} schemas → ${out}`)
