import { loginInputSchema } from '../../src/api/schemas'
import { db } from '../db'
import { api, created, json, noContent, nowIso, readBody } from '../http'
import { bearerToken, requireSession } from '../session'

/** Demo sign-in: any e-mail and password open a session. */
export const authHandlers = [
  api.post('/session', async ({ request }) => {
    const input = await readBody(request, loginInputSchema)
    const session = await db.sessions.create({
      token: crypto.randomUUID().replaceAll('-', ''),
      email: input.email,
      remember: input.remember ?? false,
      createdAt: nowIso(),
    })
    return created(session, '/session')
  }),

  api.get('/session', ({ request }) => json(requireSession(request))),

  api.delete('/session', ({ request }) => {
    const token = bearerToken(request)
    if (token) db.sessions.delete((q) => q.where({ token }))
    return noContent()
  }),

  /** Every session of the signed-in e-mail ends, this one included (the demo's accounts are its e-mails). */
  api.delete('/sessions', ({ request }) => {
    const { email } = requireSession(request)
    db.sessions.deleteMany((q) => q.where((session) => session.email.toLowerCase() === email.toLowerCase()))
    return noContent()
  }),
]
