import { NavLink as MantineNavLink } from '@mantine/core'
import { IconBuilding, IconCertificate, IconHome, IconNews, type Icon } from '@tabler/icons-react'
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
          <MantineNavLink
            key={group}
            label={group}
            leftSection={<GroupIcon size={18} aria-hidden />}
            defaultOpened={current}
            color="night"
            childrenOffset={28}
          >
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
          </MantineNavLink>
        )
      })}
    </>
  )
}
