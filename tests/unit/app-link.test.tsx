import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { memo, type ReactNode } from 'react'
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AppLink, AppLinkNavigation } from '../../src/components/app-link'

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

/** A layout that stays mounted, its links in a memoized part, with two screens to navigate between. */
function setup(links: ReactNode) {
  const Links = memo(function Links() {
    return <nav>{links}</nav>
  })
  const router = createMemoryRouter(
    [
      {
        element: (
          <AppLinkNavigation>
            <Links />
            <Where />
            <Outlet />
          </AppLinkNavigation>
        ),
        children: [
          { path: '/a', element: <p>Screen A</p> },
          { path: '/b', element: <p>Screen B</p> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

/**
 * The click handler React holds for an element: a link that renders again gets a new one. (React keeps an
 * element's props on the node; a Profiler misses a re-render under a parent that bailed out.)
 */
function clickHandlerOf(element: HTMLElement): unknown {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'))
  if (!key) throw new Error('no React props on the element')
  return (element as unknown as Record<string, { onClick?: unknown }>)[key]!.onClick
}

async function rendersAgainOnNavigation(link: ReactNode, name: string): Promise<boolean> {
  const router = setup(link)
  const before = clickHandlerOf(screen.getByRole('link', { name }))
  await router.navigate('/b')
  await screen.findByText('Screen B')
  return clickHandlerOf(screen.getByRole('link', { name })) !== before
}

describe('AppLink', () => {
  it('navigates in the app on a plain click, with the href a new tab would open', async () => {
    setup(<AppLink to="/b">Go to B</AppLink>)
    const link = screen.getByRole('link', { name: 'Go to B' })
    expect(link.getAttribute('href')).toBe('/b')
    expect(fireEvent.click(link)).toBe(false) // default prevented: no page load
    expect(await screen.findByText('Screen B')).toBeTruthy()
    expect(screen.getByTestId('where').textContent).toBe('/b')
  })

  it('leaves a modified click, a middle click and another target to the browser', () => {
    setup(
      <>
        <AppLink to="/b">Plain</AppLink>
        <AppLink to="/b" target="_blank">
          New tab
        </AppLink>
      </>,
    )
    const plain = screen.getByRole('link', { name: 'Plain' })
    expect(fireEvent.click(plain, { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(plain, { metaKey: true })).toBe(true)
    expect(fireEvent.click(plain, { shiftKey: true })).toBe(true)
    expect(fireEvent.click(plain, { button: 1 })).toBe(true)
    expect(fireEvent.click(screen.getByRole('link', { name: 'New tab' }))).toBe(true)
    expect(screen.getByTestId('where').textContent).toBe('/a')
  })

  it('does not render again when the app navigates (React Router’s Link does)', async () => {
    expect(await rendersAgainOnNavigation(<Link to="/b">Router link</Link>, 'Router link')).toBe(true)
    cleanup()
    expect(await rendersAgainOnNavigation(<AppLink to="/b">App link</AppLink>, 'App link')).toBe(false)
  })
})
