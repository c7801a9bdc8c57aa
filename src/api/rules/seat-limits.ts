/** How many unpaid seats of one session one client network may hold: a share of its seats, never fewer than `atLeast`. */
export type HoldShare = { share: number; atLeast: number }

/** The most seats a training session can list; zod-free, so the stores' seat rules load without the schemas. */
export const MAX_SEATS_LEFT = 500

/** A session's seats once one is given back: never more than a session can list. */
export const seatsLeftAfterRelease = (seatsLeft: number) => Math.min(seatsLeft + 1, MAX_SEATS_LEFT)

/**
 * The most unpaid holds one client network may have in a session of `seats` seats (held and left), by the public
 * forms' rule (`PUBLIC_WRITE_RULES.holdShare`: a third, never fewer than 5).
 */
export const unpaidHoldCap = (seats: number, rule: HoldShare) => Math.max(rule.atLeast, Math.ceil(seats * rule.share))

export const TOO_MANY_HOLDS =
  'Many unpaid seats of this session are already held from your internet connection. Once they are paid, more can be booked from it; or choose another session, or contact our training team.'

/** From this many unpaid holds in one session from one client network, the inbox marks the registration for staff. */
export const MANY_HOLDS_FROM_ONE_NETWORK = 3

/** The inbox's notice on a registration made while its network held many unpaid seats of its session; null otherwise. */
export const sharedNetworkNotice = (networkHolds: number | undefined): string | null =>
  networkHolds !== undefined && networkHolds >= MANY_HOLDS_FROM_ONE_NETWORK
    ? `${networkHolds} unpaid holds from one network`
    : null
