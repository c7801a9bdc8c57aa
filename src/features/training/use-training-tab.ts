import { useLocation, useNavigate, type Path } from 'react-router-dom'

export const TRAINING_TABS = ['overview', 'curriculum', 'schedule', 'trainers'] as const
export type TrainingTab = (typeof TRAINING_TABS)[number]

const isTab = (value: string | null): value is TrainingTab => TRAINING_TABS.includes(value as TrainingTab)

function searchFor(tab: TrainingTab, search: string): string {
  const params = new URLSearchParams(search)
  if (tab === 'overview') params.delete('tab')
  else params.set('tab', tab)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * The open tab lives in the URL, so it can be preset and shared: '#schedule' opens the schedule, otherwise
 * '?tab=curriculum' names it, otherwise the overview. Links to '#registration' keep the open tab.
 */
export function useTrainingTab() {
  const location = useLocation()
  const navigate = useNavigate()
  const requested = new URLSearchParams(location.search).get('tab')
  const tab: TrainingTab = location.hash === '#schedule' ? 'schedule' : isTab(requested) ? requested : 'overview'

  const setTab = (next: string | null) => {
    if (!isTab(next) || next === tab) return
    // Replace, not push: switching tabs is not a page of history; and no jump to the top of the page.
    void navigate(
      { pathname: location.pathname, search: searchFor(next, location.search), hash: '' },
      { replace: true, preventScrollReset: true },
    )
  }

  /** A link to a section of this page that keeps the open tab. */
  const sectionLink = (hash: 'registration' | 'schedule'): Path => ({
    pathname: location.pathname,
    search: hash === 'schedule' ? searchFor('overview', location.search) : searchFor(tab, location.search),
    hash,
  })

  return { tab, setTab, sectionLink }
}
