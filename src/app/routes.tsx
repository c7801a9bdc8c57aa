import { redirect, type RouteObject } from 'react-router-dom'
import {
  companyProfile,
  faqs,
  galleryImages,
  heroSlides,
  impactStats,
  legalDocuments,
  maintenancePlans,
  projectCategories,
  projects,
  serviceCards,
  services,
  testimonials,
  timeline,
  values,
} from '../api/resources/content'
import { FOOTER_MENU_ID, MAIN_MENU_ID, menus } from '../api/resources/menus'
import { siteSettings } from '../api/resources/settings'
import {
  curriculumModules,
  trainers,
  trainingPackages,
  trainingProgram,
  trainingSessions,
  trainingTestimonials,
} from '../api/resources/training'
import { blogPaging } from '../features/blog/blog-paging'
import { galleryPaging } from '../features/gallery/gallery-paging'
import { projectsPaging } from '../features/projects/projects-paging'
import { MANAGED_SERVICE_PAGES } from '../features/services/managed-services'
export type { RouteData, RouteHandle } from './route-kit'
import { PublicLayout } from './layouts/public-layout'
import { media } from '../api/resources/media'
import { MOVED_PATHS } from '../api/rules/site-areas'
import { pages } from '../api/resources/pages'
import { RouteError } from './route-error'
import { all, data, ensure, managedPage, screen, type RouteData, type RouteHandle } from './route-kit'
import { RouteLoading } from '../components/route-loading'
import { adminRoutes } from './admin-routes'
import { pagedRoutes } from './paged-routes'

function publicScreens(ctx: RouteData): RouteObject[] {
  const q = ctx.queryClient
  return [
    {
      index: true,
      ...screen('home/home-page', 'HomePage'),
      loader: data(ctx, () =>
        ensure(
          q,
          pages.detail('home'),
          heroSlides.list(),
          serviceCards.list(),
          values.list(),
          impactStats.list(),
          projects.list(),
          galleryImages.list(),
          testimonials.list(),
          trainingSessions.list(),
        ),
      ),
    },
    {
      path: 'about',
      ...screen('about/about-page', 'AboutPage'),
      loader: data(ctx, () =>
        all(
          ensure(q, companyProfile.detail(), services.list(), values.list(), timeline.list(), pages.detail('home')),
          managedPage(q, 'about'),
        ),
      ),
    },
    {
      path: 'services',
      ...screen('services/services-page', 'ServicesPage'),
      loader: data(ctx, () => all(ensure(q, services.list(), pages.detail('home')), managedPage(q, 'services'))),
    },
    ...Object.entries(MOVED_PATHS).map(([from, to]) => ({
      path: from.slice(1),
      loader: () => redirect(to),
      handle: { prerender: false } satisfies RouteHandle,
    })),
    {
      path: 'services/:slug',
      ...screen('services/service-detail-page', 'ServiceDetailPage'),
      handle: {
        module: 'src/features/services/service-detail-page.tsx',
        prerenderPaths: async (client) =>
          (await client.fetchQuery(services.list()))
            .map((service) => service.link)
            .filter((link) => link.startsWith('/services/')),
      } satisfies RouteHandle,
      loader: data(ctx, async (client, { params }) => {
        const slug = params.slug ?? ''
        // Both chains start at once and are awaited together: a failing one never leaves the other unhandled.
        const hero = MANAGED_SERVICE_PAGES.has(slug) ? managedPage(client, slug) : null
        const plans = client
          .ensureQueryData(services.detail(slug))
          .then((service) =>
            service.showMaintenancePlans ? ensure(client, maintenancePlans.list(), pages.detail('maintenance')) : null,
          )
        await all(hero, plans)
      }),
    },
    // The listings, paged (/blog, /blog/page/2, …): components/page-kit/paging.ts.
    ...pagedRoutes(ctx, projectsPaging, ['projects/projects-page', 'ProjectsPage'], () =>
      all(ensure(q, pages.detail('home')), managedPage(q, 'projects')),
    ),
    ...pagedRoutes(ctx, blogPaging, ['blog/blog-page', 'BlogPage'], () => all(ensure(q, pages.detail('home')), managedPage(q, 'blog'))),
    ...pagedRoutes(ctx, galleryPaging, ['gallery/gallery-page', 'GalleryPage'], () =>
      ensure(q, projectCategories.list(), pages.detail('projects')),
    ),
    { path: 'contact', ...screen('contact/contact-page', 'ContactPage'), loader: data(ctx, () => managedPage(q, 'contact')) },
    {
      path: 'training',
      ...screen('training/training-page', 'TrainingPage'),
      loader: data(ctx, () =>
        ensure(
          q,
          trainingProgram.detail(),
          trainingSessions.list(),
          trainingPackages.list(),
          trainingTestimonials.list(),
          curriculumModules.list(),
          trainers.list(),
          faqs.list({ topic: 'training' }),
          pages.detail('services'),
        ),
      ),
    },
    // The simulated checkout (with ?amount=) and the page a visitor returns to; never prerendered (a parameter).
    { path: 'payment/:reference', ...screen('training/checkout/payment-page', 'PaymentPage') },
    {
      path: 'faq',
      ...screen('faq/faq-page', 'FaqPage'),
      loader: data(ctx, () => ensure(q, faqs.list({ topic: 'general' }), pages.detail('contact'))),
    },
    {
      path: 'privacy-policy',
      ...screen('legal/legal-pages', 'PrivacyPolicyPage'),
      loader: data(ctx, () => q.ensureQueryData(legalDocuments.detail('privacy-policy'))),
    },
    {
      path: 'terms-of-service',
      ...screen('legal/legal-pages', 'TermsOfServicePage'),
      loader: data(ctx, () => q.ensureQueryData(legalDocuments.detail('terms-of-service'))),
    },
    {
      path: 'pages/:slug',
      ...screen('custom-page/custom-page', 'CustomPage'),
      handle: {
        module: 'src/features/custom-page/custom-page.tsx',
        prerenderPaths: async (client) =>
          (await client.fetchQuery(pages.list())).map((page) => page.path).filter((path) => path.startsWith('/pages/')),
      } satisfies RouteHandle,
      loader: data(ctx, async (client, { params }) => {
        const page = await client.ensureQueryData(pages.detail(params.slug ?? ''))
        if (page.featuredImage) await client.ensureQueryData(media.detail(page.featuredImage))
      }),
    },
    // Prerendered as dist/404.html (scripts/prerender.mjs), which static hosts serve for any unknown path.
    { path: '*', ...screen('not-found/not-found-page', 'NotFoundPage') },
  ]
}

/**
 * Every route of the product; the same tree serves the browser router, the prerenderer and tests. The loaders
 * fill `ctx.queryClient`, the cache the screens read.
 */
export const createRoutes = (ctx: RouteData): RouteObject[] => [
  {
    id: 'root',
    errorElement: <RouteError />,
    HydrateFallback: RouteLoading,
    children: [
      {
        id: 'public',
        element: <PublicLayout />,
        errorElement: <RouteError />,
        // The header, footer and <head> of every public page.
        loader: data(ctx, (q) => ensure(q, siteSettings.detail(), menus.detail(MAIN_MENU_ID), menus.detail(FOOTER_MENU_ID))),
        children: publicScreens(ctx),
      },
      ...adminRoutes(ctx),
    ],
  },
]
