/** The most seats a training session can list; zod-free, so the stores' seat rules load without the schemas. */
export const MAX_SEATS_LEFT = 500

/** A session's seats once one is given back: never more than a session can list. */
export const seatsLeftAfterRelease = (seatsLeft: number) => Math.min(seatsLeft + 1, MAX_SEATS_LEFT)
