import { NavLink as MantineNavLink } from '@mantine/core'
import { IconBuilding, IconCertificate, IconHome, IconNews, type Icon } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { NavLink } from 'react-router-dom'
import { adminCollections, adminPath, SIDEBAR_GROUPS, type SidebarGroup } from '../../../api/registry/admin'

const GROUP_ICONS: Record<SidebarGroup, Icon> = {
  Content: IconNews,
  Company: IconBuilding,
  Home: IconHome,
  Training: IconCertificate,
}

/** The sidebar's content sections: a collapsible group per sidebar group, an entry per collection. */
export function ContentNav({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  return (
    <>
      {SIDEBAR_GROUPS.map((group) => {
        const entries = adminCollections.filter((admin) => admin.group === group)
        if (entries.length === 0) return null
        const GroupIcon = GROUP_ICONS[group]
        const current = entries.some((admin) => pathname.startsWith(adminPath(admin)))
        return (
          <SidebarGroupLink key={group} group={group} icon={GroupIcon} current={current}>
            {entries.map((admin) => {
              const to = adminPath(admin)
              return (
                <MantineNavLink
                  key={admin.segment}
                  component={NavLink}
                  to={to}
                  label={admin.collection.label}
                  active={pathname === to || pathname.startsWith(`${to}/`)}
                  color="night"
                  onClick={onNavigate}
                />
              )
            })}
          </SidebarGroupLink>
        )
      })}
    </>
  )
}

/** A group's toggle: a real button that says whether it is open (it opens by itself on a screen of the group). */
function SidebarGroupLink({
  group,
  icon: GroupIcon,
  current,
  children,
}: {
  group: string
  icon: Icon
  current: boolean
  children: ReactNode
}) {
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
      {children}
    </MantineNavLink>
  )
}
