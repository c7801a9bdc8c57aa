import { adminHandlers } from './admin'
import { authHandlers } from './auth'
import { collectionHandlers } from './collections'
import { fileHandlers } from './files'
import { inquiryHandlers } from './inquiries'
import { mediaHandlers } from './media'
import { menuHandlers } from './menus'
import { openApiHandlers } from './openapi'
import { pageHandlers } from './pages'
import { settingsHandlers } from './settings'
import { routed } from '../router'
import { urlGuardHandler } from '../url-guard'
import { unknownRouteHandler } from '../unknown-route'

/** Every endpoint of the API (each one in the OpenAPI document). */
export const apiHandlers = [
  ...authHandlers,
  ...collectionHandlers,
  ...pageHandlers,
  ...mediaHandlers,
  ...menuHandlers,
  ...settingsHandlers,
  ...inquiryHandlers,
  ...adminHandlers,
  ...openApiHandlers,
]

/** The API and the files served beside it; the same list serves the browser, Vitest and Playwright. */
export const handlers = [
  // Before any route: msw would throw on a malformed %-escape while matching path params.
  urlGuardHandler,
  routed(apiHandlers),
  ...fileHandlers,
  // After every route: an unknown API path is a JSON 404 (405 with Allow for a known path and another method).
  unknownRouteHandler(apiHandlers),
]
