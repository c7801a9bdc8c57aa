import {
  IconAward,
  IconBatteryCharging,
  IconBolt,
  IconBuilding,
  IconChartBar,
  IconClock,
  IconDeviceDesktopAnalytics,
  IconHeart,
  IconHome,
  IconLeaf,
  IconPlug,
  IconSchool,
  IconSearch,
  IconSettings,
  IconShieldCheck,
  IconSolarPanel,
  IconStar,
  IconSun,
  IconTool,
  IconUsers,
  type IconProps,
} from '@tabler/icons-react'
import type { ComponentType } from 'react'
import type { IconName } from '../api/schemas'

const ICONS: Record<IconName, ComponentType<IconProps>> = {
  sun: IconSun,
  panel: IconSolarPanel,
  battery: IconBatteryCharging,
  home: IconHome,
  building: IconBuilding,
  chart: IconChartBar,
  monitor: IconDeviceDesktopAnalytics,
  wrench: IconTool,
  bolt: IconBolt,
  leaf: IconLeaf,
  school: IconSchool,
  shield: IconShieldCheck,
  clock: IconClock,
  users: IconUsers,
  award: IconAward,
  heart: IconHeart,
  star: IconStar,
  search: IconSearch,
  plug: IconPlug,
  settings: IconSettings,
}

/** A decorative icon named by the content (the text beside it carries the meaning). */
export function Icon({ name, size = 28, ...props }: { name: IconName } & IconProps) {
  const Component = ICONS[name]
  return <Component size={size} stroke={1.6} aria-hidden focusable={false} {...props} />
}
