import type { Context, Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { readListQuery } from '../registry/collection-rules'
import { collectionOf } from '../../src/api/registry/collections'
import { applyListQuery } from '../registry/list-engine'
import { HttpError } from '../rules/http-error'
import type { ContactMessage, Registration, TrainingPackage, TrainingSession } from '../../src/api/schemas'
import type { ApiDeps } from '../context'
import type { Store } from '../store'
import { endpoint } from './endpoint'

const NOT_FOR_EXPORTS = ['page', 'pageSize', 'facets']

/**
 * Every record of an inbox the list query selects (its search, filters and sort; an export has no pages), in the
 * list engine's order: the same rule the list answers with, over all of them.
 */
async function selected<T>(c: Context, store: Store, name: 'registrations' | 'contactMessages'): Promise<T[]> {
  const collection = collectionOf(name)
  const params = new URL(c.req.url).searchParams
  const paged = NOT_FOR_EXPORTS.filter((key) => params.has(key))
  if (paged.length)
    throw new HttpError(
      400,
      'Some query parameters are not valid',
      paged.map((path) => ({ path, message: `An export holds every matching ${collection.labelOne.toLowerCase()}: no ${path}` })),
    )
  const query = readListQuery(collection, c.req.url)
  const records = await store.records(name).all<T>()
  return applyListQuery(collection, records, { ...query, page: 1, pageSize: Math.max(records.length, 1), facets: [] }).items
}

/**
 * GET /registrations/export and /contact-messages/export: registered before the inboxes' /:id routes. The files are
 * written by a module loaded on demand (api/exports/inbox-csv.ts).
 */
export function inboxExportRoutes(app: Hono, { store }: ApiDeps) {
  endpoint(app, store, endpoints.exportRegistrations, async (c) => {
    const registrations = await selected<Registration>(c, store, 'registrations')
    const packages = await store.records('trainingPackages').all<TrainingPackage>()
    const sessions = await store.records('trainingSessions').all<TrainingSession>()
    const { registrationsCsv } = await import('../exports/inbox-csv')
    return registrationsCsv(registrations, {
      packages: new Map(packages.map((p) => [p.id, p])),
      sessions: new Map(sessions.map((s) => [s.id, s])),
    })
  })
  endpoint(app, store, endpoints.exportContactMessages, async (c) => {
    const messages = await selected<ContactMessage>(c, store, 'contactMessages')
    const { messagesCsv } = await import('../exports/inbox-csv')
    return messagesCsv(messages)
  })
}
