import type { ReactNode } from 'react'
import classes from './inbox.module.css'

export interface Fact {
  label: string
  value: ReactNode
}

/** Label and value pairs as a description list. */
export function FactsList({ facts }: { facts: Fact[] }) {
  return (
    <dl className={classes.facts}>
      {facts.map((fact) => (
        <div key={fact.label} style={{ display: 'contents' }}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
