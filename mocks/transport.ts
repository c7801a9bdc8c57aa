import type { Collection as DataCollection } from '@msw/data'
import { delay, http, type RequestHandler } from 'msw'
import type { Hono } from 'hono'
import { createApi, SERVER_ERROR_MESSAGE } from '../api/app'
import { API_PREFIX } from '../api/context'
import { API_BASE } from '../src/api/config'
import { genericCollections } from '../src/api/registry/collections'
import type { Collection } from '../src/api/registry/define'
import { HttpError } from '../api/rules/http-error'
import { UPLOADS_PATH } from '../api/rules/upload-path'
import { readStoredFaults } from './faults/storage'
import { json } from './json-response'
import { publicWriteRules } from './public-write-rules'
import { browserStore, type BrowserStoreOptions } from './store/browser-store'
import { db } from './store/database'
import { catchUp } from './store/transaction'

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
 * One request to the app on the browser store: it starts from what every tab stored. Its writes keep their own
 * promises: each is in one of the store's transactions (mocks/store/transaction.ts), stored whole before the route
 * answers, or undone when it fails; a route that answers an error has written nothing (its checks come before its
 * transaction, or throw inside it).
 */
async function answerInStore(app: Hono, request: Request): Promise<Response> {
  try {
    await catchUp()
    return await app.fetch(request)
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.status, error.message)
    console.error('[mock api] unexpected error', error)
    return errorResponse(500, SERVER_ERROR_MESSAGE)
  }
}

/** The demo's API: the one app (api/app.ts) on this tab's browser store; demo reset allowed. */
export const demoApi = (options: BrowserStoreOptions = {}): Hono =>
  createApi({ store: browserStore(undefined, options), allowDemoReset: true, expireHoldsOnRequest: true, publicWrites: publicWriteRules })

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
