import { Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconAlertTriangle, IconClock, IconHourglass, IconMapPin, IconUser } from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { registrationPrice } from '../../../api/rules/registration-lifecycle'
import { sessionDay } from '../../../api/rules/training-schedule'
import type { TrainingSession } from '../../../api/schemas'
import { formatNaira } from '../../../lib/format'
import { LOW_SEATS, seatsText, sessionDateText } from '../sessions'
import classes from '../training.module.css'

interface SessionCardProps {
  session: TrainingSession
  /** Already held: shown as past, with no way to book it. */
  past?: boolean
  /** Chooses this session in the registration form (an upcoming session only). */
  onRegister?: () => void
}

function Detail({ icon: DetailIcon, label, value }: { icon: ComponentType<{ size?: number }>; label: string; value: string }) {
  return (
    <div className={classes.detail}>
      <dt>
        <DetailIcon size={18} aria-hidden />
        <VisuallyHidden>{label}</VisuallyHidden>
      </dt>
      <dd>{value}</dd>
    </div>
  )
}

/** One session: date, title, facts, price and seats; a full or past session cannot be chosen. */
export function SessionCard({ session, past = false, onRegister }: SessionCardProps) {
  return (
    <article
      className={classes.session}
      data-highlighted={(session.highlighted && !past) || undefined}
      data-full={(!past && session.seatsLeft <= 0) || undefined}
      data-past={past || undefined}
    >
      <div className={classes.sessionDate} aria-hidden>
        <span className={classes.sessionDay}>{session.date.day}</span>
        <span>
          {session.date.month} {session.date.year}
        </span>
      </div>
      <Stack gap="sm" className={classes.sessionBody}>
        <Group gap="xs">
          <Text fw={700} c="gray.7" size="sm">
            <time dateTime={sessionDay(session)}>{sessionDateText(session)}</time>
          </Text>
          {session.highlighted && !past ? (
            <Badge color="leaf.9" variant="filled">
              Popular
            </Badge>
          ) : null}
        </Group>
        <Title order={past ? 4 : 3} fz="h4">
          {session.title}
        </Title>
        <dl className={classes.details}>
          <Detail icon={IconHourglass} label="Duration" value={session.duration} />
          <Detail icon={IconClock} label="Time" value={session.time} />
          <Detail icon={IconMapPin} label="Location" value={session.location} />
          <Detail icon={IconUser} label="Instructor" value={session.instructor} />
        </dl>
      </Stack>
      <Stack gap="xs" className={classes.sessionAside}>
        <Text fz={28} fw={800} c="night.9" lh={1.1}>
          {formatNaira(registrationPrice(undefined, session))}
        </Text>
        {past ? (
          <Badge color="gray.8" variant="filled" size="lg">
            Past
          </Badge>
        ) : (
          <Booking session={session} onRegister={onRegister} />
        )}
      </Stack>
    </article>
  )
}

/** Seats left and the Register button, or 'Full' and a disabled one. */
function Booking({ session, onRegister }: Pick<SessionCardProps, 'session' | 'onRegister'>) {
  if (session.seatsLeft <= 0) {
    return (
      <>
        <Badge color="red.9" variant="filled" size="lg">
          Full
        </Badge>
        <Button disabled variant="default" fullWidth>
          Fully booked
        </Button>
      </>
    )
  }
  const low = session.seatsLeft < LOW_SEATS
  return (
    <>
      <Text fw={700} c={low ? 'var(--mantine-color-warning)' : 'leaf.9'} className={classes.seats}>
        {low ? <IconAlertTriangle size={18} aria-hidden /> : null}
        {seatsText(session.seatsLeft)}
      </Text>
      <Button
        onClick={onRegister}
        color="sun.5"
        c="night.9"
        fullWidth
        aria-label={`Register for ${session.title} on ${sessionDateText(session)}`}
      >
        Register
      </Button>
    </>
  )
}
