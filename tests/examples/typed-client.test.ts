// @vitest-environment node
// A frontend developer's typed client: types generated from the OpenAPI document (npm run contract:types),
// requests through openapi-fetch. Paths, query parameters, bodies and responses are all checked by `tsc`.
import createClient from 'openapi-fetch'
import { expect, it } from 'vitest'
import type { paths } from '../../src/api/generated/api-types'
import { apiUrl, setupMockApi } from 'solar-site/testing'

setupMockApi()

// fetch is looked up per call: the mock replaces globalThis.fetch once it listens.
const api = createClient<paths>({ baseUrl: apiUrl(''), fetch: (request) => fetch(request) })

it('lists services and sends a contact message through the typed client', async () => {
  const services = await api.GET('/services', { params: { query: { sort: 'order', pageSize: 10 } } })
  expect(services.response.status).toBe(200)
  const first = services.data?.items[0]
  expect(first?.title).toEqual(expect.any(String))

  const sent = await api.POST('/contact-messages', {
    body: { name: 'Ada Obi', email: 'ada@example.ng', service: 'residential', message: 'A quote for a 5 kW system, please.' },
  })
  expect(sent.response.status).toBe(201)
  expect(sent.data?.read).toBe(false)

  const invalid = await api.POST('/contact-messages', {
    body: { name: '', email: 'ada@example.ng', service: 'residential', message: 'Hi' },
  })
  expect(invalid.response.status).toBe(422)
  expect(invalid.error?.issues[0]?.path).toBe('name')
})
