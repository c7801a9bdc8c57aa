import type { FieldIssue } from '../../src/api/schemas/errors'

/** An expected failure of a request: the mock and the server answer it as a JSON error body with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: FieldIssue[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} was not found`)

export const INVALID_FIELDS = 'Some fields are not valid'

/** A 422 naming one field. */
export const invalidField = (path: string, message: string) => new HttpError(422, INVALID_FIELDS, [{ path, message }])

export const SIGN_IN_REQUIRED = 'Please sign in to continue'
