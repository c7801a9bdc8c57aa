import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { isSafeHref } from '../api/safe-href'

interface NavHrefProps {
  url: string
  target?: '_blank' | '_self'
  className?: string
  children: ReactNode
  onClick?: () => void
}

/** Renders a menu URL safely: site paths through the router, http(s) as plain links, anything else not at all. */
export function NavHref({ url, target, className, children, onClick }: NavHrefProps) {
  if (!isSafeHref(url)) return null
  const external = target === '_blank'
  if (url.startsWith('/') && !external) {
    return (
      <NavLink to={url} end={url === '/'} className={className} onClick={onClick}>
        {children}
      </NavLink>
    )
  }
  if (url.startsWith('/')) {
    return (
      <Link to={url} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
        {children}
      </Link>
    )
  }
  return (
    <a href={url} target={external ? '_blank' : undefined} rel="noopener noreferrer" className={className} onClick={onClick}>
      {children}
    </a>
  )
}
