// The app shell's route map for /boot.js (src/boot.ts preloadRouteModules): React Router patterns as regular
// expressions, most specific first, so the script only has to take the first one that matches.

/** "/dashboard/content/:collection" → a regular expression source for the paths it matches. */
export function patternSource(pattern) {
  const segments = pattern.split('/').filter(Boolean)
  let source = '^'
  for (const segment of segments) {
    if (segment === '*') return `${source}(/.*)?$`
    source += segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')}`
  }
  return `${source}/?$`
}

/** A static segment counts more than a parameter, and a parameter more than a splat (as React Router ranks them). */
const specificity = (pattern) =>
  pattern
    .split('/')
    .filter(Boolean)
    .reduce((score, segment) => score + (segment === '*' ? 0 : segment.startsWith(':') ? 1 : 2), pattern.includes('*') ? 0 : 1)

/**
 * Routes ({ pattern, ... }) in the order /boot.js tries them: most specific first; of equal ones the later (a
 * layout's index route comes after the layout, and loads more).
 */
export const byMatchOrder = (routes) =>
  routes
    .map((route, order) => ({ route, order }))
    .sort((a, b) => specificity(b.route.pattern) - specificity(a.route.pattern) || b.order - a.order)
    .map(({ route }) => route)
