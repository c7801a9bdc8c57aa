import type { Env, Hono } from 'hono'
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
export function faultRoutes<E extends Env>(app: Hono<E>): void {
  app.get(FAULTS_ENDPOINT, (c) => c.json(readFaults()))
  app.put(FAULTS_ENDPOINT, async (c) => {
    const text = (await c.req.text()).trim()
    const given = /^[[{]/.test(text) ? safeJson(text) : undefined
    const parsed = given === undefined ? { success: true as const, data: parseFaults(text) } : rulesSchema.safeParse(given)
    if (!parsed.success) return c.json({ message: 'Some rules are not valid', issues: toFieldIssues(parsed.error) }, 422)
    writeFaults(parsed.data)
    return c.json(readFaults())
  })
  app.delete(FAULTS_ENDPOINT, (c) => {
    writeFaults(null)
    return c.body(null, 204)
  })
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
