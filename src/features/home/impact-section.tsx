import { impactStats } from '../../api/resources/content'
import { Icon } from '../../components/icon'
import { QueryState } from '../../components/query-state'
import { HomeSection } from './home-section'
import classes from './home.module.css'

/** Impact in numbers: installations, capacity, CO2 saved and client savings. */
export function ImpactSection() {
  const stats = impactStats.useList()
  return (
    <HomeSection section="impact" tone="dark">
      <QueryState query={stats} label="impact figures">
        {(items) => (
          <dl className={classes.stats}>
            {items.map((stat) => (
              <div key={stat.id} className={classes.stat}>
                <Icon name={stat.icon} size={32} className={classes.statIcon} />
                <dt className={classes.statLabel}>{stat.label}</dt>
                <dd className={classes.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryState>
    </HomeSection>
  )
}
