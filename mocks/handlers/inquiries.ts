import { isSessionPast, NEXT_COHORT_TITLE, packageSchedule } from '../../src/api/rules/training-schedule'
import { contactInputSchema, readStateInputSchema, registrationInputSchema, type PackageId } from '../../src/api/schemas'
import { db } from '../db'
import { api, created, HttpError, json, newId, noContent, nowIso, plain, readBody } from '../http'
import { buildRegistrationEmail } from '../notification-email'
import { findById } from '../resources'
import { requireSession } from '../session'

const newestFirst = <T extends { createdAt: string }>(a: T, b: T) => b.createdAt.localeCompare(a.createdAt)

const invalidSession = (message: string) => new HttpError(422, 'Some fields are not valid', [{ path: 'sessionId', message }])

/**
 * The session a registration takes a seat in: the chosen one, or the package's next upcoming session with a seat.
 * Null when the package has no upcoming session at all: the registration is kept for the next cohort, no seat taken.
 */
function pickSession(packageId: PackageId, sessionId: string | undefined) {
  const sessions = db.trainingSessions.findMany((q) => q.where({ packageId }))
  const { upcoming, open } = packageSchedule(sessions, packageId)
  if (sessionId) {
    const chosen = sessions.find((s) => s.id === sessionId)
    if (!chosen) throw invalidSession('Choose a session of the selected package')
    if (isSessionPast(chosen)) throw invalidSession('This session has already taken place. Please choose an upcoming session.')
    if (chosen.seatsLeft < 1) throw new HttpError(409, 'This training session is full. Please choose another session or package.')
    return chosen
  }
  if (upcoming.length === 0) return null
  const [next] = open
  if (!next)
    throw new HttpError(
      409,
      'Every session of this package is full. Please choose another package or contact us to join the waiting list.',
    )
  return next
}

function inboxRoutes(route: string, name: 'contactMessages' | 'registrations', label: string) {
  return [
    api.get(route, ({ request }) => {
      requireSession(request)
      return json(plain(db[name].all() as { createdAt: string }[]).sort(newestFirst))
    }),
    api.get<{ id: string }>(`${route}/:id`, ({ request, params }) => {
      requireSession(request)
      return json(plain(findById(name, params.id, label)))
    }),
    api.patch<{ id: string }>(`${route}/:id`, async ({ request, params }) => {
      requireSession(request)
      const record = findById(name, params.id, label)
      const { read } = await readBody(request, readStateInputSchema)
      const collection = db[name] as typeof db.contactMessages
      const updated = await collection.update(record as never, { data: (draft) => void (draft.read = read) })
      return json(plain(updated))
    }),
    api.delete<{ id: string }>(`${route}/:id`, ({ request, params }) => {
      requireSession(request)
      const record = findById(name, params.id, label)
      ;(db[name] as typeof db.contactMessages).delete(record as never)
      return noContent()
    }),
  ]
}

export const inquiryHandlers = [
  api.post('/contact-messages', async ({ request }) => {
    const input = await readBody(request, contactInputSchema)
    const message = await db.contactMessages.create({ ...input, id: newId('message'), createdAt: nowIso(), read: false })
    return created(plain(message), '/contact-messages', message.id)
  }),
  ...inboxRoutes('/contact-messages', 'contactMessages', 'Message'),

  api.post('/registrations', async ({ request }) => {
    const input = await readBody(request, registrationInputSchema)
    const pkg = findById('trainingPackages', input.trainingPackage, 'Training package')
    const session = pickSession(pkg.id, input.sessionId)
    if (session) await db.trainingSessions.update(session, { data: (draft) => void (draft.seatsLeft -= 1) })
    const settings = db.siteSettings.all()[0]
    const registration = await db.registrations.create({
      ...input,
      id: newId('registration'),
      sessionId: session?.id ?? null,
      sessionTitle: session?.title ?? NEXT_COHORT_TITLE,
      amount: pkg.price,
      createdAt: nowIso(),
      read: false,
      notificationEmail: buildRegistrationEmail(input, pkg, session, settings?.trainingEmail ?? 'training@example.com'),
    })
    return created(plain(registration), '/registrations', registration.id)
  }),
  ...inboxRoutes('/registrations', 'registrations', 'Registration'),
]
