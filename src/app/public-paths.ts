/** The public routes with fixed paths; the data-driven ones (service pages, created pages) come from the API. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/about',
  '/services',
  '/projects',
  '/blog',
  '/gallery',
  '/contact',
  '/training',
  '/faq',
  '/privacy-policy',
  '/terms-of-service',
]
