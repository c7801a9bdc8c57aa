import { configure, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { Providers } from '../../src/app/providers'
import { ApiDocsPage } from '../../src/features/admin/api-docs/api-docs-page'
import { operations } from '../../api/openapi/operations'
import { createTestQueryClient } from '../setup/render'

configure({ asyncUtilTimeout: 8000 })

function renderPage() {
  const router = createMemoryRouter([{ path: '/dashboard/api', element: <ApiDocsPage /> }], {
    initialEntries: ['/dashboard/api'],
  })
  return render(
    <Providers queryClient={createTestQueryClient()} withoutStyleTags>
      <RouterProvider router={router} />
    </Providers>,
  )
}

describe('admin: API reference', () => {
  it('lists every operation of /api/openapi.json by tag, with expandable request and response schemas', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'API reference' })).toBeInTheDocument()
    const media = await screen.findByRole('region', { name: 'Media' })
    expect(within(media).getAllByText('/media/{id}', { selector: 'code' })).toHaveLength(3)
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(operations.length)

    const upload = within(media).getByRole('button', { name: /Upload a raster image/ })
    await userEvent.click(upload)
    expect(upload).toHaveAttribute('aria-expanded', 'true')
    const panel = within(document.getElementById(upload.getAttribute('aria-controls')!)!)
    expect(panel.getByText('(MediaUpload)')).toBeInTheDocument()
    expect(panel.getAllByText(/"image\/avif"/).length).toBeGreaterThan(0)
    expect(panel.getByText('(MediaItem)')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Download openapi.json' })).toHaveAttribute(
      'href',
      `${location.origin}/api/openapi.json`,
    )
  })
})
