import { http, HttpResponse } from 'msw'
import { json } from '../json-response'
import { z } from 'zod'
import { toFieldIssues } from '../../src/api/schemas/errors'
import { faultRuleSchema, parseFaults } from './rules'
import { readFaults, writeFaults } from './store'

/** Where a client of the mock API on a port reads and sets the fault rules (outside the API contract). */
export const FAULTS_ENDPOINT = '/__mock/faults'

const rulesSchema = z.union([z.array(faultRuleSchema), faultRuleSchema.transform((rule) => [rule])])

/**
 * GET: the rules. PUT: replaces them with a JSON array (or one rule), or the short form as text
 * (`POST:/api/registrations:500,*:/api/services:1500ms`); 422 names the first bad rule. DELETE: clears them.
 */
export const faultEndpointHandlers = [
  http.get(`*${FAULTS_ENDPOINT}`, () => json(readFaults())),
  http.put(`*${FAULTS_ENDPOINT}`, async ({ request }) => {
    const text = (await request.text()).trim()
    const given = /^[[{]/.test(text) ? safeJson(text) : undefined
    const parsed = given === undefined ? { success: true as const, data: parseFaults(text) } : rulesSchema.safeParse(given)
    if (!parsed.success) {
      return json({ message: 'Some rules are not valid', issues: toFieldIssues(parsed.error) }, { status: 422 })
    }
    writeFaults(parsed.data)
    return json(readFaults())
  }),
  http.delete(`*${FAULTS_ENDPOINT}`, () => {
    writeFaults(null)
    return new HttpResponse(null, { status: 204 })
  }),
]

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
