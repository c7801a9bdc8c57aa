/**
 * The areas the browser app alone renders, with no prerendered page and no Not Found page: the admin's login and
 * dashboard, and a registration's payment page (where the payment provider sends the registrant back, and where an
 * e-mail's payment link opens), each path and everything below it. A static host serves them the app shell with 200,
 * and crawlers are kept out of them.
 */
export const APP_ONLY_AREAS = ['/dashboard', '/admin', '/payment'] as const

/** Whether `path` is one of the app-only areas or below one ("/dashboard/settings", not "/dashboards"). */
export const isAppOnlyPath = (path: string) => APP_ONLY_AREAS.some((area) => path === area || path.startsWith(`${area}/`))

/**
 * Paths that moved, and where to: the app redirects them in the browser, a static host with 301 (dist/_redirects).
 * The training "service" is the training page (docs/decisions/005-no-dead-links.md).
 */
export const MOVED_PATHS: Readonly<Record<string, string>> = { '/services/training': '/training' }
