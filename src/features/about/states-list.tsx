import { IconMapPin } from '@tabler/icons-react'
import { PageSection } from '../../components/page-kit/page-section'
import classes from './about.module.css'

export function StatesList({ states }: { states: string[] }) {
  return (
    <PageSection page="about" section="states" tone="soft">
      <ul className={classes.states} aria-label="States where we work">
        {states.map((state) => (
          <li key={state} className={classes.state}>
            <IconMapPin size={16} stroke={1.8} color="var(--mantine-color-sun-7)" aria-hidden />
            {state}
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
