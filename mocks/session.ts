import { db } from './db'
import { HttpError, SIGN_IN_REQUIRED } from '../src/api/rules/http-error'

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1] ?? null
}

/** Admin-only endpoints need the demo session issued by POST /session. */
export function requireSession(request: Request) {
  const token = bearerToken(request)
  const session = token ? db.sessions.findFirst((q) => q.where({ token })) : undefined
  if (!session) throw new HttpError(401, SIGN_IN_REQUIRED)
  return session
}
