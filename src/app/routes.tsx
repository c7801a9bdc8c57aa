import type { ComponentType } from 'react'
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom'
import { PublicLayout } from './layouts/public-layout'
import { RouteError } from './route-error'
import { RouteLoading } from '../components/route-loading'

type ScreenModule = Record<string, unknown>

// The session check (and the schema it reads the stored session with) loads only on the way into the admin.
const authGuard = () => import('../features/admin/auth/require-admin')
const redirectIfSignedIn = async (args: LoaderFunctionArgs) => (await authGuard()).redirectIfSignedIn(args)
const requireAdmin = async (args: LoaderFunctionArgs) => (await authGuard()).requireAdmin(args)

/** A lazily loaded screen under its own error boundary. */
function screen(load: () => Promise<ScreenModule>, exportName: string): Pick<RouteObject, 'lazy' | 'errorElement' | 'handle'> {
  return {
    lazy: async () => ({ Component: (await load())[exportName] as ComponentType }),
    errorElement: <RouteError />,
    // The prerenderer reads which chunk a screen is in from here.
    handle: { loadScreen: load },
  }
}

const publicScreens: RouteObject[] = [
  { index: true, ...screen(() => import('../features/home/home-page'), 'HomePage') },
  { path: 'about', ...screen(() => import('../features/about/about-page'), 'AboutPage') },
  { path: 'services', ...screen(() => import('../features/services/services-page'), 'ServicesPage') },
  // PRODUCT.md decision 3: the training "service" is the training page.
  { path: 'services/training', loader: () => redirect('/training') },
  { path: 'services/:slug', ...screen(() => import('../features/services/service-detail-page'), 'ServiceDetailPage') },
  { path: 'projects', ...screen(() => import('../features/projects/projects-page'), 'ProjectsPage') },
  { path: 'blog', ...screen(() => import('../features/blog/blog-page'), 'BlogPage') },
  { path: 'gallery', ...screen(() => import('../features/gallery/gallery-page'), 'GalleryPage') },
  { path: 'contact', ...screen(() => import('../features/contact/contact-page'), 'ContactPage') },
  { path: 'training', ...screen(() => import('../features/training/training-page'), 'TrainingPage') },
  { path: 'faq', ...screen(() => import('../features/faq/faq-page'), 'FaqPage') },
  { path: 'privacy-policy', ...screen(() => import('../features/legal/legal-pages'), 'PrivacyPolicyPage') },
  { path: 'terms-of-service', ...screen(() => import('../features/legal/legal-pages'), 'TermsOfServicePage') },
  { path: 'pages/:slug', ...screen(() => import('../features/custom-page/custom-page'), 'CustomPage') },
  { path: '*', ...screen(() => import('../features/not-found/not-found-page'), 'NotFoundPage') },
]

const adminScreens: RouteObject[] = [
  { index: true, ...screen(() => import('../features/admin/dashboard/dashboard-page'), 'DashboardPage') },
  { path: 'pages', ...screen(() => import('../features/admin/pages/pages-page'), 'PagesPage') },
  { path: 'pages/new', ...screen(() => import('../features/admin/pages/pages-page'), 'NewPagePage') },
  { path: 'pages/edit/:id', ...screen(() => import('../features/admin/pages/pages-page'), 'EditPagePage') },
  { path: 'media', ...screen(() => import('../features/admin/media/media-page'), 'MediaPage') },
  { path: 'media/upload', ...screen(() => import('../features/admin/media/media-page'), 'MediaUploadPage') },
  { path: 'menu', ...screen(() => import('../features/admin/menus/menus-page'), 'MenusPage') },
  { path: 'inbox', ...screen(() => import('../features/admin/inbox/inbox-page'), 'InboxPage') },
  { path: 'inbox/:kind/:id', ...screen(() => import('../features/admin/inbox/inbox-detail-page'), 'InboxDetailPage') },
  {
    path: 'training-sessions',
    ...screen(() => import('../features/admin/training-sessions/sessions-page'), 'TrainingSessionsPage'),
  },
  {
    path: 'training-sessions/new',
    ...screen(() => import('../features/admin/training-sessions/session-form-page'), 'NewSessionPage'),
  },
  {
    path: 'training-sessions/edit/:id',
    ...screen(() => import('../features/admin/training-sessions/session-form-page'), 'EditSessionPage'),
  },
  { path: 'settings', ...screen(() => import('../features/admin/settings/settings-page'), 'SettingsPage') },
  { path: 'api', ...screen(() => import('../features/admin/api-docs/api-docs-page'), 'ApiDocsPage') },
  { path: 'logout', ...screen(() => import('../features/admin/auth/logout-page'), 'LogoutPage') },
  { path: '*', ...screen(() => import('../features/not-found/not-found-page'), 'AdminNotFoundPage') },
]

/** Every route of the product; the same tree serves the browser router and tests. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteError />,
    HydrateFallback: RouteLoading,
    children: [
      { element: <PublicLayout />, errorElement: <RouteError />, children: publicScreens },
      // The login is a full page of its own (no public header or footer).
      { path: 'admin', loader: redirectIfSignedIn, ...screen(() => import('../features/admin/auth/login-page'), 'LoginPage') },
      {
        path: 'dashboard',
        loader: requireAdmin,
        // The admin shell (AppShell, navigation) stays out of the public pages' JavaScript.
        lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
        errorElement: <RouteError />,
        children: adminScreens,
      },
    ],
  },
]
