// @vitest-environment node
// The same kit under Vitest's node environment: apiPath() overrides match there too.
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { apiPath, apiUrl, server, setupMockApi } from 'solar-site/testing'

setupMockApi()

it('serves the seed and takes a per-test override in node', async () => {
  expect((await (await fetch(apiUrl('/services'))).json()).total).toBeGreaterThan(0)
  server.use(http.get(apiPath('/services'), () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 100 })))
  expect((await (await fetch(apiUrl('/services'))).json()).total).toBe(0)
})
