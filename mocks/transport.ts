import type { Collection as DataCollection } from '@msw/data'
import { delay, http, type RequestHandler } from 'msw'
import type { Hono } from 'hono'
import { createApi, SERVER_ERROR_MESSAGE } from '../api/app'
import { API_PREFIX } from '../api/context'
import { HOLDS_PATH } from '../api/registrations/on-request'
import { API_BASE } from '../src/api/config'
import { genericCollections } from '../src/api/registry/collections'
import type { Collection } from '../src/api/registry/define'
import { HttpError } from '../api/rules/http-error'
import { UPLOADS_PATH } from '../api/rules/upload-path'
import { readStoredFaults } from './faults/storage'
import { json } from './json-response'
import { publicWriteRules } from './public-write-rules'
import { browserStore } from './store/browser-store'
import { db } from './store/database'
import { catchUp, transaction } from './store/transaction'

let latency: [number, number] = [0, 0]
/** Realistic latency in the browser; none in tests. */
export function setLatency(min: number, max = min): void {
  latency = [min, max]
}

async function simulateLatency(): Promise<void> {
  const [min, max] = latency
  if (max > 0) await delay(Math.round(min + Math.random() * (max - min)))
}

const errorResponse = (status: number, message: string) => json({ message, issues: [] }, { status })

/**
 * One request to the app on the browser store. A read starts from what every tab stored; a write is a transaction
 * (mocks/store/transaction.ts): stored whole before it is answered, or, when the app answers an error, undone.
 */
async function answerInStore(app: Hono, request: Request): Promise<Response> {
  try {
    // A read of registrations or seats may expire lapsed holds first (api/registrations/on-request.ts): a write.
    if ((request.method === 'GET' || request.method === 'HEAD') && !HOLDS_PATH.test(new URL(request.url).pathname)) {
      await catchUp()
      return await app.fetch(request)
    }
    return await transaction(
      async () => app.fetch(request),
      (response) => response.ok,
    )
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.status, error.message)
    console.error('[mock api] unexpected error', error)
    return errorResponse(500, SERVER_ERROR_MESSAGE)
  }
}

/** The demo's API: the one app (api/app.ts) on this tab's browser store; demo reset allowed. */
export const demoApi = (): Hono =>
  createApi({ store: browserStore(), allowDemoReset: true, expireHoldsOnRequest: true, publicWrites: publicWriteRules })

/**
 * A request as the mock answers it: the latency and the fault switch (mocks/faults/) first, then the app. The API's
 * base may be another path than the app's /api (VITE_API_URL): the app sees /api.
 */
export async function answerMock(app: Hono, request: Request): Promise<Response> {
  await simulateLatency()
  if (readStoredFaults() !== null) {
    const { applyFault } = await import('./faults/apply')
    const fault = await applyFault(request)
    if (fault) return fault
  }
  const url = new URL(request.url)
  if (basePath !== API_PREFIX && inApi(url.pathname)) {
    url.pathname = API_PREFIX + url.pathname.slice(basePath.length)
    return answerInStore(app, new Request(url, request))
  }
  return answerInStore(app, request)
}

const basePath = new URL(API_BASE, 'http://localhost').pathname.replace(/\/$/, '')
const inApi = (pathname: string) => pathname === basePath || pathname.startsWith(`${basePath}/`)
/** In a page, the API's origin (the page's own unless VITE_API_URL names another); outside one, any origin. */
const apiOrigin = typeof location === 'undefined' ? null : new URL(API_BASE, location.origin).origin
const pageOrigin = typeof location === 'undefined' ? null : location.origin

/** Whether the mock answers this address: the API's paths, and uploaded files on the page's origin. */
export function answersFor(url: URL): boolean {
  if (inApi(url.pathname)) return apiOrigin === null || url.origin === apiOrigin
  return url.pathname.startsWith(UPLOADS_PATH) && (pageOrigin === null || url.origin === pageOrigin)
}

/** msw's side: one handler hands every request for the API or an upload to the app. */
export function apiHandler(app: Hono = demoApi()): RequestHandler {
  return http.all(/.*/, ({ request }) => (answersFor(new URL(request.url)) ? answerMock(app, request) : undefined))
}

/**
 * The demo's API with one more generic collection, kept in `records` (a test's throwaway registry entry): its routes
 * come from its entry, as every collection's do. For `server.use(…)` in a test.
 */
export function apiHandlerWith(collection: Collection, records: DataCollection<never>): RequestHandler {
  const store = browserStore({ ...(db as unknown as Record<string, DataCollection<never>>), [collection.name]: records })
  return apiHandler(createApi({ store, allowDemoReset: true, publicWrites: publicWriteRules, collections: [...genericCollections, collection] }))
}
