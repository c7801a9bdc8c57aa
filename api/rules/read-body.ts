import type { z } from 'zod'
import { MAX_BODY_BYTES } from '../../src/api/config'
import { toFieldIssues, type FieldIssue } from '../../src/api/schemas/errors'
import { unstorableTextIssues } from './storable-text'
import { HttpError, INVALID_FIELDS } from './http-error'

const tooLarge = () => new HttpError(413, `The request body is too large (${MAX_BODY_BYTES / 1024 / 1024} MB at most)`)

/** The body as UTF-8 text, read no further than MAX_BODY_BYTES: 413 past it, declared (Content-Length) or counted. */
export async function readText(request: Request): Promise<string> {
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) throw tooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const decoder = new TextDecoder()
  const parts: string[] = []
  let size = 0
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>
    try {
      chunk = await reader.read()
    } catch {
      throw new HttpError(400, 'The request body could not be read')
    }
    if (chunk.done) break
    size += chunk.value.byteLength
    if (size > MAX_BODY_BYTES) {
      reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    parts.push(decoder.decode(chunk.value, { stream: true }))
  }
  parts.push(decoder.decode())
  return parts.join('')
}

/** The schema's issues, then those of text that cannot be stored in fields the schema did not already name. */
function mergeIssues(schemaIssues: FieldIssue[], textIssues: FieldIssue[]): FieldIssue[] {
  const named = new Set(schemaIssues.map((issue) => issue.path))
  return [...schemaIssues, ...textIssues.filter((issue) => !named.has(issue.path))]
}

/**
 * Reads and re-parses a JSON body with the contract's schema: 415, 413, 400 or 422 on bad input (a NUL character
 * or a lone surrogate in any field included, schemas/storable-text.ts). The mock's handlers and the server's
 * routes both read every body through here.
 */
export async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  // The media type itself, not a substring: "text/plain; charset=application/json" is not JSON.
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json' && !/^application\/[\w.-]+\+json$/.test(type)) {
    throw new HttpError(415, 'Send the body as JSON (Content-Type: application/json)')
  }
  const text = await readText(request)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON')
  }
  const parsed = schema.safeParse(json)
  const textIssues = unstorableTextIssues(json)
  if (!parsed.success || textIssues.length > 0) {
    throw new HttpError(422, INVALID_FIELDS, mergeIssues(parsed.success ? [] : toFieldIssues(parsed.error), textIssues))
  }
  return parsed.data
}
