import './zod-config'
import { z } from 'zod'

/** Every non-2xx response of the API has this body. */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() })
export type FieldIssue = z.infer<typeof fieldIssueSchema>

export const apiErrorBodySchema = z.object({
  message: z.string(),
  issues: z.array(fieldIssueSchema).default([]),
})
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>

/** Turns zod issues into the API's flat field issues ("bank.accountNumber", "items.2.url"). */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }))
}
