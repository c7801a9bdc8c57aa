import { monthSchema, type TrainingPackage, type TrainingSession, type TrainingSessionInput } from '../../../api/schemas'
import { monthsText } from '../../training/sessions'

export const MONTHS = monthSchema.options

/** Where the centre holds its classes: every training session is held in Asaba. */
const DEFAULT_LOCATION = 'SunHarvest Training Centre, Asaba, Delta State'

/** A new session: a month from today, the beginner package's price and duration, the usual hours. */
export function newSessionValues(today = new Date()): TrainingSessionInput {
  const start = new Date(today.getTime() + 30 * 24 * 60 * 60 * 1000)
  return {
    date: { day: start.getDate(), month: MONTHS[start.getMonth()] ?? 'Jan', year: start.getFullYear() },
    title: '',
    packageId: 'beginner',
    duration: '1 Month',
    time: '9:00 AM - 4:00 PM',
    location: DEFAULT_LOCATION,
    instructor: '',
    price: 75000,
    seatsLeft: 12,
    highlighted: false,
  }
}

/** The editable fields of a stored session. */
export function toFormValues({ id: _id, ...input }: TrainingSession): TrainingSessionInput {
  return input
}

/** '3 Months', as the seed writes a package's duration. */
export const packageDuration = (pkg: TrainingPackage) => monthsText(pkg.durationMonths).replace(/^(\d+) m/, '$1 M')
