import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '../../../api/client'

/** Puts the API's field issues (a 422's `issues`, paths like "bank.accountNumber") under the matching inputs. */
export function applyServerIssues<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): number {
  if (!(error instanceof ApiError)) return 0
  let applied = 0
  for (const issue of error.issues) {
    if (!issue.path) continue
    setError(issue.path as Path<T>, { type: 'server', message: issue.message })
    applied += 1
  }
  return applied
}
