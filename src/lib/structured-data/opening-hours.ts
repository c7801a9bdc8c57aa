import type { DayOfWeek, OpeningHoursSpecification } from 'schema-dts'

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

const dayIndex = (name: string) => DAYS.findIndex((day) => day.toLowerCase().startsWith(name.trim().toLowerCase().slice(0, 3)))

/** "Monday - Friday" → Monday…Friday; "Saturday" → Saturday; "Mon, Wed" → both; unreadable → none. */
function daysOf(text: string): (typeof DAYS)[number][] {
  const days = text.split(/,|&|\band\b/).flatMap((part) => {
    const [from, to] = part.split(/\s*[-–]\s*|\s+to\s+/i).map(dayIndex)
    if (from === undefined || from < 0) return []
    if (to === undefined) return [DAYS[from]!]
    if (to < 0) return []
    const span = (to - from + 7) % 7
    return Array.from({ length: span + 1 }, (_, step) => DAYS[(from + step) % 7]!)
  })
  return [...new Set(days)]
}

/** "8:00 AM" → "08:00", "18:30" → "18:30". */
function time24(text: string): string | undefined {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/i.exec(text.trim())
  if (!match) return undefined
  let hour = Number(match[1])
  const meridiem = match[3]?.toLowerCase()
  if (meridiem === 'pm' && hour < 12) hour += 12
  if (meridiem === 'am' && hour === 12) hour = 0
  if (hour > 23) return undefined
  return `${String(hour).padStart(2, '0')}:${match[2] ?? '00'}`
}

/**
 * The working hours as the admin typed them ("Monday - Friday", "8:00 AM - 6:00 PM"), as schema.org opening hours.
 * A closed day or a line it cannot read is left out, never guessed.
 */
export function openingHours(rows: readonly { days: string; hours: string }[]): OpeningHoursSpecification[] {
  return rows.flatMap(({ days, hours }) => {
    const [opens, closes] = hours.split(/\s*[-–]\s*|\s+to\s+/i).map(time24)
    const dayOfWeek = daysOf(days)
    if (!opens || !closes || !dayOfWeek.length) return []
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: dayOfWeek.map((day): DayOfWeek => `https://schema.org/${day}`),
        opens,
        closes,
      },
    ]
  })
}
