import { Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconAlertTriangle, IconClock, IconHourglass, IconMapPin, IconUser } from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { sessionDate } from '../../../api/resources/training'
import type { TrainingSession } from '../../../api/schemas'
import { formatNaira } from '../../../lib/format'
import { LOW_SEATS, seatsText, sessionDay } from '../sessions'
import classes from '../training.module.css'

interface SessionCardProps {
  session: TrainingSession
  onRegister: () => void
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

/** One session: date, title, facts, price and seats; a full session cannot be chosen. */
export function SessionCard({ session, onRegister }: SessionCardProps) {
  const full = session.seatsLeft <= 0
  const low = !full && session.seatsLeft < LOW_SEATS
  return (
    <article className={classes.session} data-highlighted={session.highlighted || undefined} data-full={full || undefined}>
      <div className={classes.sessionDate} aria-hidden>
        <span className={classes.sessionDay}>{session.date.day}</span>
        <span>
          {session.date.month} {session.date.year}
        </span>
      </div>
      <Stack gap="sm" className={classes.sessionBody}>
        <Group gap="xs">
          <Text fw={700} c="gray.7" size="sm">
            <time dateTime={sessionDate(session).toISOString().slice(0, 10)}>{sessionDay(session)}</time>
          </Text>
          {session.highlighted ? (
            <Badge color="leaf.9" variant="filled">
              Popular
            </Badge>
          ) : null}
        </Group>
        <Title order={3} fz="h4">
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
          {formatNaira(session.price)}
        </Text>
        {full ? (
          <Badge color="red.9" variant="filled" size="lg">
            Full
          </Badge>
        ) : (
          <Text fw={700} c={low ? 'red.9' : 'leaf.9'} className={classes.seats}>
            {low ? <IconAlertTriangle size={18} aria-hidden /> : null}
            {seatsText(session.seatsLeft)}
          </Text>
        )}
        {full ? (
          <Button disabled variant="default" fullWidth>
            Fully booked
          </Button>
        ) : (
          <Button
            onClick={onRegister}
            color="sun.5"
            c="night.9"
            fullWidth
            aria-label={`Register for ${session.title} on ${sessionDay(session)}`}
          >
            Register
          </Button>
        )}
      </Stack>
    </article>
  )
}
