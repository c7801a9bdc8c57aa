import { STATIC_PUBLIC_PATHS } from '../../src/app/public-paths'

/** The public routes of the spec's table plus the data-driven service pages, shared by crawl-style tests. */
export const PUBLIC_ROUTES = [
  ...STATIC_PUBLIC_PATHS,
  '/services/solar-installation',
  '/services/energy-audit',
  '/services/maintenance',
  '/services/battery-storage',
  '/services/residential',
  '/services/commercial',
  '/services/monitoring',
]
