import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom'
import type { loadScreenData, ScreenWithData } from '../features/admin/route-data'
import { RouteError } from './route-error'
import { data, screen, screenComponent, type RouteData, type RouteHandle } from './route-kit'

// The session check (and the schema it reads the stored session with) loads only on the way into the admin.
const authGuard = () => import('../features/admin/auth/require-admin')
const AUTH_GUARD_MODULE = 'src/features/admin/auth/require-admin.ts'
// Each admin screen's first data starts with the navigation, alongside its chunks.
const ROUTE_DATA_MODULE = 'src/features/admin/route-data.ts'
let routeData: { loadScreenData: typeof loadScreenData } | undefined
// A list that answers within 80 ms opens with its data in one render (the bench's 10,000 records answer in ~30 ms).
// Once loaded, the module is called at once: awaiting an import that has already loaded still waits for a task of
// its own, which put 4-9 ms between a click in the sidebar and the screen's request.
const adminData = (ctx: RouteData, screen: ScreenWithData) =>
  data(ctx, async (q, args) => (routeData ??= await import('../features/admin/route-data')).loadScreenData(screen, q, args), {
    waitUpTo: 80,
  })
const redirectIfSignedIn = async (args: LoaderFunctionArgs) => (await authGuard()).redirectIfSignedIn(args)
const requireAdmin = async (args: LoaderFunctionArgs) => (await authGuard()).requireAdmin(args)

const adminScreens = (ctx: RouteData): RouteObject[] => [
  { index: true, ...screen('admin/dashboard/dashboard-page', 'DashboardPage'), loader: adminData(ctx, 'dashboard') },
  { path: 'pages', ...screen('admin/pages/pages-page', 'PagesPage') },
  { path: 'pages/new', ...screen('admin/pages/pages-page', 'NewPagePage') },
  { path: 'pages/edit/:id', ...screen('admin/pages/pages-page', 'EditPagePage') },
  { path: 'media', ...screen('admin/media/media-page', 'MediaPage'), loader: adminData(ctx, 'media') },
  { path: 'media/upload', ...screen('admin/media/media-page', 'MediaUploadPage') },
  { path: 'menu', ...screen('admin/menus/menus-page', 'MenusPage') },
  { path: 'inbox', ...screen('admin/inbox/inbox-page', 'InboxPage') },
  { path: 'inbox/:kind/:id', ...screen('admin/inbox/inbox-detail-page', 'InboxDetailPage') },
  { path: 'outbox', ...screen('admin/outbox/outbox-page', 'OutboxPage') },
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
  {
    path: 'content/:collection',
    ...screen('admin/collections/collection-page', 'CollectionPage'),
    loader: adminData(ctx, 'collection'),
  },
  { path: 'content/:collection/new', ...screen('admin/collections/collection-page', 'NewRecordPage') },
  { path: 'content/:collection/:id', ...screen('admin/collections/collection-page', 'EditRecordPage') },
  { path: 'settings', ...screen('admin/settings/settings-page', 'SettingsPage') },
  { path: 'api', ...screen('admin/api-docs/api-docs-page', 'ApiDocsPage') },
  { path: 'logout', ...screen('admin/auth/logout-page', 'LogoutPage') },
  { path: '*', ...screen('not-found/not-found-page', 'AdminNotFoundPage') },
]

/** The admin's routes: the login page, and the dashboard layout with every admin screen (client-rendered only). */
export const adminRoutes = (ctx: RouteData): RouteObject[] => [
  // The login is a full page of its own (no public header or footer).
  {
    path: 'admin',
    loader: redirectIfSignedIn,
    ...screen('admin/auth/login-page', 'LoginPage'),
    handle: { module: ['src/features/admin/auth/login-page.tsx', AUTH_GUARD_MODULE] } satisfies RouteHandle,
  },
  {
    path: 'dashboard',
    loader: requireAdmin,
    // The admin shell (AppShell, navigation) stays out of the public pages' JavaScript.
    lazy: async () => ({ Component: screenComponent((await import('./layouts/admin-layout')).AdminLayout) }),
    handle: { module: ['src/app/layouts/admin-layout.tsx', AUTH_GUARD_MODULE, ROUTE_DATA_MODULE] } satisfies RouteHandle,
    errorElement: <RouteError />,
    children: adminScreens(ctx),
  },
]
