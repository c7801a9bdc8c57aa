/** The most seats a training session can list; zod-free, so the stores' seat rules load without the schemas. */
export const MAX_SEATS_LEFT = 500
