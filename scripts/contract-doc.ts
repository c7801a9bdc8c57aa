/**
 * `npm run test:contract-doc`: the generated OpenAPI document passes Redocly's recommended rules (redocly.yaml,
 * offline: no telemetry, no update check) and the committed client types (openapi-typescript) match it.
 * `npm run contract:types` rewrites the types after a contract change (commit the result).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript'
import { buildOpenApiDocument } from '../api/openapi/document'

const TYPES_FILE = resolve('src/api/generated/api-types.d.ts')
const write = process.argv.includes('--write')

const document = buildOpenApiDocument({ serverUrl: '/api' })
const dir = mkdtempSync(join(tmpdir(), 'contract-doc-'))
try {
  const documentFile = join(dir, 'openapi.json')
  writeFileSync(documentFile, JSON.stringify(document, null, 2))

  const lint = spawnSync(resolve('node_modules/.bin/redocly'), ['lint', documentFile, '--config', resolve('redocly.yaml'), '--format', 'stylish'], {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', NO_COLOR: '1' },
  })
  if (lint.status !== 0) {
    console.error(lint.stdout, lint.stderr)
    console.error('contract-doc: the OpenAPI document fails Redocly lint (see above; details: npx redocly lint <file>)')
    process.exit(1)
  }

  const types = COMMENT_HEADER + astToString(await openapiTS(document as never, { silent: true }))
  if (write) {
    writeFileSync(TYPES_FILE, types)
    console.log(`contract-doc: lint passed; wrote ${TYPES_FILE}`)
  } else {
    let committed = ''
    try {
      committed = readFileSync(TYPES_FILE, 'utf8')
    } catch {
      // Missing counts as stale.
    }
    if (committed !== types) {
      console.error(`contract-doc: ${TYPES_FILE} is stale: run \`npm run contract:types\` and commit it`)
      process.exit(1)
    }
    console.log('contract-doc: Redocly lint passed (recommended), client types are current')
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
