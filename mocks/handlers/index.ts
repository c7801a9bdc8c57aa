import { adminHandlers } from './admin'
import { authHandlers } from './auth'
import { contentHandlers } from './content'
import { inquiryHandlers } from './inquiries'
import { mediaHandlers } from './media'
import { menuHandlers } from './menus'
import { openApiHandlers } from './openapi'
import { pageHandlers } from './pages'
import { settingsHandlers } from './settings'
import { trainingHandlers } from './training'
import { urlGuardHandler } from '../url-guard'

/** Every endpoint of the API; the same list serves the browser, Vitest and Playwright. */
export const handlers = [
  // Before any route: msw would throw on a malformed %-escape while matching path params.
  urlGuardHandler,
  ...authHandlers,
  ...contentHandlers,
  ...trainingHandlers,
  ...pageHandlers,
  ...mediaHandlers,
  ...menuHandlers,
  ...settingsHandlers,
  ...inquiryHandlers,
  ...adminHandlers,
  ...openApiHandlers,
]
