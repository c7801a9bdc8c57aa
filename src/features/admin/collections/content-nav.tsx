import { NavLink as MantineNavLink } from '@mantine/core'
import { IconBuilding, IconCertificate, IconHome, IconNews, type Icon } from '@tabler/icons-react'
import { memo, useState } from 'react'
import { AppLink } from '../../../components/app-link'
import { adminCollections, adminPath, SIDEBAR_GROUPS, type AdminCollection, type SidebarGroup } from '../../../api/registry/admin'

const GROUP_ICONS: Record<SidebarGroup, Icon> = {
  Content: IconNews,
  Company: IconBuilding,
  Home: IconHome,
  Training: IconCertificate,
}

const GROUPS = SIDEBAR_GROUPS.map((group) => ({ group, entries: adminCollections.filter((admin) => admin.group === group) }))
const isAt = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`)

/**
 * The sidebar's content sections: a collapsible group per sidebar group, an entry per collection. A group renders
 * again only when its active entry changes (a navigation elsewhere leaves it as it is).
 */
export function ContentNav({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  return (
    <>
      {GROUPS.map(({ group, entries }) => {
        if (entries.length === 0) return null
        const active = entries.find((admin) => isAt(pathname, adminPath(admin)))?.segment
        const current = entries.some((admin) => pathname.startsWith(adminPath(admin)))
        return (
          <SidebarGroupLink key={group} group={group} entries={entries} active={active} current={current} onNavigate={onNavigate} />
        )
      })}
    </>
  )
}

/** A group's toggle: a real button that says whether it is open (it opens by itself on a screen of the group). */
const SidebarGroupLink = memo(function SidebarGroupLink({
  group,
  entries,
  active,
  current,
  onNavigate,
}: {
  group: SidebarGroup
  entries: AdminCollection[]
  /** The segment of the group's entry shown now, if any. */
  active: string | undefined
  current: boolean
  onNavigate: () => void
}) {
  const GroupIcon: Icon = GROUP_ICONS[group]
  const [opened, setOpened] = useState(current)
  // Arriving on a screen of the group opens it (state adjusted while rendering, not in an effect).
  const [wasCurrent, setWasCurrent] = useState(current)
  if (current !== wasCurrent) {
    setWasCurrent(current)
    if (current) setOpened(true)
  }
  return (
    <MantineNavLink
      component="button"
      type="button"
      label={group}
      leftSection={<GroupIcon size={18} aria-hidden />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      color="night"
      childrenOffset={28}
    >
      {entries.map((admin) => (
        <MantineNavLink
          key={admin.segment}
          component={AppLink}
          to={adminPath(admin)}
          aria-current={admin.segment === active ? 'page' : undefined}
          label={admin.collection.label}
          active={admin.segment === active}
          color="night"
          onClick={onNavigate}
        />
      ))}
    </MantineNavLink>
  )
})
