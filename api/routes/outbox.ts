import type { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { collectionOf } from '../../src/api/registry/collections'
import { parseListQuery } from '../../src/api/registry/list-query'
import { HttpError, notFound } from '../rules/http-error'
import { json, type ApiDeps } from '../context'
import { endpoint } from './endpoint'

const OUTBOX_PAGE_SIZE = 20

/** The outbox, for a signed-in admin: a page of e-mails, and an e-mail sent again. */
export function outboxRoutes(app: Hono, { store }: ApiDeps) {
  endpoint(app, store, endpoints.listOutbox, async (c) => {
    const params = new URL(c.req.url).searchParams
    if (!params.has('pageSize')) params.set('pageSize', String(OUTBOX_PAGE_SIZE))
    // The outbox's list takes a page and its size only: no sort, filter or search.
    const parsed = parseListQuery(collectionOf('outboxMails'), params)
    if ('issues' in parsed) throw new HttpError(400, 'Some query parameters are not valid', parsed.issues)
    return json(c, await store.outbox.list(parsed.query.page, parsed.query.pageSize))
  })
  endpoint(app, store, endpoints.resendOutboxMail, async (c) => {
    const mail = await store.transaction((trx) => trx.outbox.resend(c.req.param('id')!))
    if (!mail) throw notFound('E-mail')
    return json(c, mail)
  })
}
