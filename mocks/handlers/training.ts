import { compareSessions } from '../../src/api/rules/training-schedule'
import { trainingSessionInputSchema } from '../../src/api/schemas'
import { db } from '../db'
import { api, created, json, newId, noContent, plain, readBody } from '../http'
import { detailRoute, findById, listRoute, singletonRoute } from '../resources'
import { recordActivity } from '../activity'
import { requireSession } from '../session'

export const trainingHandlers = [
  listRoute('/trainers', 'trainers'),
  listRoute('/training-testimonials', 'trainingTestimonials'),
  listRoute('/training-packages', 'trainingPackages', (a, b) => a.price - b.price),
  listRoute('/curriculum-modules', 'curriculumModules', (a, b) => a.number - b.number),
  singletonRoute('/training-program', 'trainingProgram', 'Training program'),
  listRoute('/training-sessions', 'trainingSessions', compareSessions),
  detailRoute('/training-sessions/:id', 'trainingSessions', 'Training session'),

  api.post('/training-sessions', async ({ request }) => {
    requireSession(request)
    const input = await readBody(request, trainingSessionInputSchema)
    const session = await db.trainingSessions.create({ ...input, id: newId('session') })
    await recordActivity('training-session', session.id, session.title, 'created')
    return created(plain(session))
  }),

  api.put<{ id: string }>('/training-sessions/:id', async ({ request, params }) => {
    requireSession(request)
    const existing = findById('trainingSessions', params.id, 'Training session')
    const input = await readBody(request, trainingSessionInputSchema)
    const updated = await db.trainingSessions.update(existing, { data: (draft) => void Object.assign(draft, input) })
    await recordActivity('training-session', existing.id, input.title, 'updated')
    return json(plain(updated))
  }),

  api.delete<{ id: string }>('/training-sessions/:id', async ({ request, params }) => {
    requireSession(request)
    const existing = findById('trainingSessions', params.id, 'Training session')
    db.trainingSessions.delete(existing)
    await recordActivity('training-session', existing.id, existing.title, 'deleted')
    return noContent()
  }),
]
