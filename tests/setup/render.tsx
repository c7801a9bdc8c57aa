import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { Providers } from '../../src/app/providers'
import { createRoutes } from '../../src/app/routes'

/** A fresh QueryClient per test: no retries, no shared cache. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity }, mutations: { retry: false } },
  })
}

/** Renders the real route tree at a path, with the real providers. */
export function renderRoute(path: string, queryClient = createTestQueryClient()) {
  const router = createMemoryRouter(createRoutes({ queryClient }), { initialEntries: [path] })
  return {
    router,
    queryClient,
    ...render(
      <Providers queryClient={queryClient} withoutStyleTags>
        <RouterProvider router={router} />
      </Providers>,
    ),
  }
}
