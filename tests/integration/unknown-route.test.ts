// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { apiUrl } from '../../src/api/config'
import { apiErrorBodySchema } from '../../src/api/schemas'
import { call } from '../setup/api'

/** One behaviour for a path the API does not have, wherever the mock runs. */
describe('an unknown API path', () => {
  it('answers a JSON 404 with the error body', async () => {
    for (const path of ['/no-such-thing', '/blog-posts/x/y', '/']) {
      const response = await call('GET', path)
      expect(response.status, path).toBe(404)
      expect(apiErrorBodySchema.parse(response.body).message).toMatch(/no API endpoint/)
    }
  })

  it('answers 405 with Allow for a known path and a method it does not take', async () => {
    const response = await fetch(apiUrl('/session'), { method: 'PUT' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST, GET, DELETE, HEAD')
    expect((await call('DELETE', '/legal-documents/privacy-policy')).status).toBe(405)
    expect((await call('POST', '/company-profile', { body: {} })).status).toBe(405)
  })
})
