import { Container, Tabs } from '@mantine/core'
import { IconBook, IconCalendarEvent, IconLayoutDashboard, IconUsers } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { To } from 'react-router-dom'
import type { TrainingProgram, TrainingSession } from '../../api/schemas'
import { QueryState } from '../../components/query-state'
import type { TrainingChoice } from './choice'
import { CurriculumTab } from './curriculum-tab'
import { OverviewTab } from './overview/overview-tab'
import { ScheduleTab } from './schedule/schedule-tab'
import { TrainersTab } from './trainers-tab'
import classes from './training.module.css'
import type { TrainingTab } from './use-training-tab'

interface TrainingTabsProps {
  tab: TrainingTab
  onTabChange: (tab: string | null) => void
  program: UseQueryResult<TrainingProgram>
  sessions: UseQueryResult<TrainingSession[]>
  registrationLink: To
  onRegister: (choice: TrainingChoice) => void
}

/** Overview, curriculum, schedule and trainers; arrow keys move between tabs (Mantine Tabs). */
export function TrainingTabs({ tab, onTabChange, program, sessions, registrationLink, onRegister }: TrainingTabsProps) {
  return (
    <Tabs
      id="training"
      value={tab}
      onChange={onTabChange}
      keepMounted={false}
      color="sun.8"
      classNames={{ list: classes.tabList, tab: classes.tab, tabSection: classes.tabIcon }}
    >
      <div className={classes.tabBar}>
        <Container size="xl">
          <Tabs.List aria-label="About the training">
            <Tabs.Tab value="overview" leftSection={<IconLayoutDashboard size={18} aria-hidden />}>
              Overview
            </Tabs.Tab>
            <Tabs.Tab value="curriculum" leftSection={<IconBook size={18} aria-hidden />}>
              Curriculum
            </Tabs.Tab>
            <Tabs.Tab value="schedule" leftSection={<IconCalendarEvent size={18} aria-hidden />}>
              Schedule
            </Tabs.Tab>
            <Tabs.Tab value="trainers" leftSection={<IconUsers size={18} aria-hidden />}>
              Trainers
            </Tabs.Tab>
          </Tabs.List>
        </Container>
      </div>
      <Tabs.Panel value="overview">
        <QueryState query={program} label="training programme">
          {(data) => <OverviewTab program={data} />}
        </QueryState>
      </Tabs.Panel>
      <Tabs.Panel value="curriculum">
        <QueryState query={program} label="training programme">
          {(data) => <CurriculumTab program={data} />}
        </QueryState>
      </Tabs.Panel>
      <Tabs.Panel value="schedule">
        <ScheduleTab sessions={sessions} onRegister={onRegister} />
      </Tabs.Panel>
      <Tabs.Panel value="trainers">
        <TrainersTab registrationLink={registrationLink} />
      </Tabs.Panel>
    </Tabs>
  )
}
