// @vitest-environment node
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { server } from '../../mocks/node'
import { ApiError, apiRequest } from '../../src/api/client'
import { apiUrl } from '../../src/api/config'

describe('apiRequest', () => {
  it('parses a response with the schema', async () => {
    const slides = await apiRequest('/hero-slides', { schema: (s) => s.listPageSchema(s.heroSlideSchema) })
    expect(slides.items.map((s) => s.title)).toContain('Sustainable Energy Solutions')
  })

  it('throws an ApiError with the status and message of a JSON error', async () => {
    const error = await apiRequest('/services/nope', { schema: () => z.unknown() }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(404)
    expect((error as ApiError).message).toMatch(/not found/i)
    expect((error as ApiError).isClientError).toBe(true)
  })

  it('carries the field issues of a 422', async () => {
    const error = (await apiRequest('/contact-messages', {
      method: 'POST',
      body: { name: '', email: 'x', service: 'residential', message: 'hi' },
    }).catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(422)
    expect(error.issues.map((i) => i.path).sort()).toEqual(['email', 'name'])
  })

  it('reports a network failure as status 0', async () => {
    server.use(http.get(apiUrl('/hero-slides'), () => HttpResponse.error()))
    const error = (await apiRequest('/hero-slides', { schema: () => z.unknown() }).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(0)
  })

  it('refuses a response that does not match the contract', async () => {
    server.use(http.get(apiUrl('/hero-slides'), () => HttpResponse.json([{ title: 42 }])))
    const error = (await apiRequest('/hero-slides', { schema: (s) => s.heroSlideSchema.array() }).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toMatch(/unexpected response/i)
  })

  it('reads a non-JSON error body as the status text', async () => {
    server.use(
      http.get(apiUrl('/hero-slides'), () => new HttpResponse('boom', { status: 503, statusText: 'Service Unavailable' })),
    )
    const error = (await apiRequest('/hero-slides').catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(503)
    expect(error.message).toBe('Service Unavailable')
    expect(error.isClientError).toBe(false)
  })
})
