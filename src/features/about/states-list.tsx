import { IconMapPin } from '@tabler/icons-react'
import { Section } from '../../components/section'
import classes from './about.module.css'

export function StatesList({ states }: { states: string[] }) {
  return (
    <Section title={`Present in ${states.length} Nigerian states`} eyebrow="Where we work" tone="soft">
      <ul className={classes.states} aria-label="States where we work">
        {states.map((state) => (
          <li key={state} className={classes.state}>
            <IconMapPin size={16} stroke={1.8} color="var(--mantine-color-sun-7)" aria-hidden />
            {state}
          </li>
        ))}
      </ul>
    </Section>
  )
}
