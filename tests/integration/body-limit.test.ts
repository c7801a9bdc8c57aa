// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readBody } from '../../api/rules/read-body'
import { apiUrl, MAX_BODY_BYTES } from '../../src/api/config'
import { MAX_UPLOAD_BYTES, siteSettingsPatchSchema } from '../../src/api/schemas'
import { signIn } from '../setup/api'
import { expectErrorBody, PNG_BYTES } from './helpers'

/** Bodies over MAX_BODY_BYTES answer 413 without being read in full; the largest legitimate one passes. */

/** `{}` padded with spaces to `size` bytes: valid JSON of any length. */
const padded = (size: number) => `{}${' '.repeat(size - 2)}`

async function patchSettings(token: string, body: BodyInit, headers: Record<string, string> = {}) {
  const response = await fetch(apiUrl('/settings/site'), {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
    body,
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

describe('request body limit', () => {
  it('reads a body of exactly the limit, and answers 413 one byte over it', async () => {
    const token = await signIn()
    expect((await patchSettings(token, padded(MAX_BODY_BYTES))).status).toBe(200)
    const over = await patchSettings(token, padded(MAX_BODY_BYTES + 1))
    expectErrorBody(over, 413)
    expect(over.body.message).toBe('The request body is too large (8 MB at most)')
  })

  it('answers 413 to a declared Content-Length over the limit before reading', async () => {
    const request = new Request(apiUrl('/settings/site'), { method: 'PATCH', body: '{}' })
    const headers = new Headers({ 'Content-Type': 'application/json', 'Content-Length': String(MAX_BODY_BYTES + 1) })
    const declared = new Request(request, { headers })
    await expect(readBody(declared, siteSettingsPatchSchema)).rejects.toMatchObject({ status: 413 })
    expect(declared.bodyUsed).toBe(false)
  })

  it('reads the largest legitimate body: a 5 MB image upload as a base64 data URL', async () => {
    const bytes = new Uint8Array(MAX_UPLOAD_BYTES)
    bytes.set(PNG_BYTES)
    const upload = {
      name: 'largest.png',
      type: 'image/png',
      bytes: bytes.length,
      dataUrl: `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`,
      alt: 'The largest upload allowed',
      width: 4000,
      height: 3000,
    }
    const body = JSON.stringify(upload)
    expect(body.length).toBeGreaterThan(6_900_000)
    // The body limit only: the upload schema's own checks are the media handler's tests.
    const request = new Request(apiUrl('/media'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
    const read = await readBody(request, z.looseObject({ dataUrl: z.string() }))
    expect(read.dataUrl).toBe(upload.dataUrl)
  })
})
