// The Vitest example in docs/testing.md ("Testing with the mock"): an outside suite imports only the testing entry.
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { apiPath, apiUrl, seed, server, setupMockApi, signIn, stored } from 'solar-site/testing'

setupMockApi()

it('reads seeded records, overrides one endpoint, and signs in for admin calls', async () => {
  await seed('faqs', [{ id: 'q1', topic: 'general', question: 'Do panels work in harmattan?', answer: 'Yes, with cleaning.' }])
  const faqs = await (await fetch(apiUrl('/faqs'))).json()
  expect(faqs.items.map((f: { question: string }) => f.question)).toEqual(['Do panels work in harmattan?'])

  server.use(http.get(apiPath('/services'), () => HttpResponse.json({ message: 'Down' }, { status: 503 })))
  expect((await fetch(apiUrl('/services'))).status).toBe(503)

  const { headers } = await signIn()
  expect((await fetch(apiUrl('/settings/user'), { headers })).status).toBe(200)
  expect(stored('sessions')).toHaveLength(1)
})
