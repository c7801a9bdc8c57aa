import type { EnsureQueryDataOptions, QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom'
import {
  blogPosts,
  companyProfile,
  faqs,
  galleryImages,
  heroSlides,
  homeContent,
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
import { media } from '../api/resources/media'
import { FOOTER_MENU_ID, MAIN_MENU_ID, menus } from '../api/resources/menus'
import { pages } from '../api/resources/pages'
import { siteSettings } from '../api/resources/settings'
import {
  curriculumModules,
  trainers,
  trainingPackages,
  trainingProgram,
  trainingSessions,
  trainingTestimonials,
} from '../api/resources/training'
import { MANAGED_SERVICE_PAGES } from '../features/services/managed-services'
import { PublicLayout } from './layouts/public-layout'
import { RouteError } from './route-error'
import { RouteLoading } from '../components/route-loading'

type ScreenModule = Record<string, unknown>

/**
 * What the route table says about a route beyond React Router's own fields. `prerender: false` keeps a public
 * route out of the build's HTML; `prerenderPaths` lists a dynamic route's pages (from the API); `module` names
 * the screen's source file, so the prerenderer finds its chunk in the build manifest.
 */
export type RouteHandle = {
  prerender?: false
  prerenderPaths?: (queryClient: QueryClient) => Promise<string[]>
  module?: string
}

// The session check (and the schema it reads the stored session with) loads only on the way into the admin.
const authGuard = () => import('../features/admin/auth/require-admin')
const redirectIfSignedIn = async (args: LoaderFunctionArgs) => (await authGuard()).redirectIfSignedIn(args)
const requireAdmin = async (args: LoaderFunctionArgs) => (await authGuard()).requireAdmin(args)

// One chunk per screen file (the same split a literal import() per route gives).
const screenModules = import.meta.glob<ScreenModule>([
  '../features/**/*-page.tsx',
  '../features/legal/legal-pages.tsx',
  '!../features/**/*.test.tsx',
])

/** A lazily loaded screen (file under src/features/, without .tsx) under its own error boundary. */
function screen(file: string, exportName: string): Pick<RouteObject, 'lazy' | 'errorElement' | 'handle'> {
  const load = screenModules[`../features/${file}.tsx`]
  if (!load) throw new Error(`No screen module src/features/${file}.tsx`)
  const handle: RouteHandle = { module: `src/features/${file}.tsx` }
  return {
    lazy: async () => ({ Component: (await load())[exportName] as ComponentType }),
    errorElement: <RouteError />,
    handle,
  }
}

/** What the loaders fill, and whether they wait for it (the prerenderer) or only start it (the browser). */
export type RouteData = { queryClient: QueryClient; wait?: boolean }

/**
 * A route loader: `fetch` puts what the screen reads first into the query cache (the screen reads it with the
 * same query options), starting as the navigation starts, alongside the screen's lazy chunk. In the browser the
 * navigation does not wait for it: the screen shows its own loading and error states, and shares the fetch in
 * flight. The prerenderer waits, and fails the build on an error.
 */
function data(
  { queryClient, wait = false }: RouteData,
  fetch: (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>,
): (args: LoaderFunctionArgs) => Promise<null> {
  return async (args) => {
    const done = fetch(queryClient, args).catch(() => undefined)
    if (wait) await done
    return null
  }
}

/** A managed page's hero (ManagedPageHero): the page, and the media library when it has a featured image. */
async function managedPage(queryClient: QueryClient, id: string): Promise<void> {
  const page = await queryClient.ensureQueryData(pages.detail(id))
  if (page.featuredImage) await queryClient.ensureQueryData(media.list())
}

// Any query's options (each one keeps its own types where the screen reads it).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = EnsureQueryDataOptions<any, any, any, any>
/** Fetches the queries that have no data yet, in parallel. */
const ensure = (queryClient: QueryClient, ...queries: AnyQuery[]) =>
  Promise.all(queries.map((query) => queryClient.ensureQueryData(query)))
const all = (...work: (Promise<unknown> | null)[]) => Promise.all(work)

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
          homeContent.detail(),
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
          ensure(q, companyProfile.detail(), services.list(), values.list(), timeline.list(), homeContent.detail()),
          managedPage(q, 'about'),
        ),
      ),
    },
    {
      path: 'services',
      ...screen('services/services-page', 'ServicesPage'),
      loader: data(ctx, () => all(ensure(q, services.list(), homeContent.detail()), managedPage(q, 'services'))),
    },
    // PRODUCT.md decision 3: the training "service" is the training page.
    { path: 'services/training', loader: () => redirect('/training'), handle: { prerender: false } satisfies RouteHandle },
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
          .then((service) => (service.showMaintenancePlans ? client.ensureQueryData(maintenancePlans.list()) : null))
        await all(hero, plans)
      }),
    },
    {
      path: 'projects',
      ...screen('projects/projects-page', 'ProjectsPage'),
      loader: data(ctx, () => all(ensure(q, projects.list(), homeContent.detail()), managedPage(q, 'projects'))),
    },
    {
      path: 'blog',
      ...screen('blog/blog-page', 'BlogPage'),
      loader: data(ctx, () => all(ensure(q, blogPosts.list(), homeContent.detail()), managedPage(q, 'blog'))),
    },
    {
      path: 'gallery',
      ...screen('gallery/gallery-page', 'GalleryPage'),
      loader: data(ctx, () => ensure(q, galleryImages.list(), projectCategories.list())),
    },
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
          faqs.list('training'),
        ),
      ),
    },
    { path: 'faq', ...screen('faq/faq-page', 'FaqPage'), loader: data(ctx, () => q.ensureQueryData(faqs.list('general'))) },
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
        if (page.featuredImage) await client.ensureQueryData(media.list())
      }),
    },
    { path: '*', ...screen('not-found/not-found-page', 'NotFoundPage'), handle: { prerender: false } satisfies RouteHandle },
  ]
}

const adminScreens = (): RouteObject[] => [
  { index: true, ...screen('admin/dashboard/dashboard-page', 'DashboardPage') },
  { path: 'pages', ...screen('admin/pages/pages-page', 'PagesPage') },
  { path: 'pages/new', ...screen('admin/pages/pages-page', 'NewPagePage') },
  { path: 'pages/edit/:id', ...screen('admin/pages/pages-page', 'EditPagePage') },
  { path: 'media', ...screen('admin/media/media-page', 'MediaPage') },
  { path: 'media/upload', ...screen('admin/media/media-page', 'MediaUploadPage') },
  { path: 'menu', ...screen('admin/menus/menus-page', 'MenusPage') },
  { path: 'inbox', ...screen('admin/inbox/inbox-page', 'InboxPage') },
  { path: 'inbox/:kind/:id', ...screen('admin/inbox/inbox-detail-page', 'InboxDetailPage') },
  {
    path: 'training-sessions',
    ...screen('admin/training-sessions/sessions-page', 'TrainingSessionsPage'),
  },
  {
    path: 'training-sessions/new',
    ...screen('admin/training-sessions/session-form-page', 'NewSessionPage'),
  },
  {
    path: 'training-sessions/edit/:id',
    ...screen('admin/training-sessions/session-form-page', 'EditSessionPage'),
  },
  { path: 'settings', ...screen('admin/settings/settings-page', 'SettingsPage') },
  { path: 'api', ...screen('admin/api-docs/api-docs-page', 'ApiDocsPage') },
  { path: 'logout', ...screen('admin/auth/logout-page', 'LogoutPage') },
  { path: '*', ...screen('not-found/not-found-page', 'AdminNotFoundPage') },
]

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
      // The login is a full page of its own (no public header or footer).
      { path: 'admin', loader: redirectIfSignedIn, ...screen('admin/auth/login-page', 'LoginPage') },
      {
        path: 'dashboard',
        loader: requireAdmin,
        // The admin shell (AppShell, navigation) stays out of the public pages' JavaScript.
        lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
        errorElement: <RouteError />,
        children: adminScreens(),
      },
    ],
  },
]
