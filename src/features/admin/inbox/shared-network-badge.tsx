import { Badge } from '@mantine/core'

export const SHARED_NETWORK_HELP =
  'When this registration was made, this many unpaid seats of its session were held from the same internet connection (one IPv4 address, or one IPv6 /64), this one included. Many phones share a mobile carrier’s address, so this can be honest; check the names and e-mails before cancelling.'

/** Marks a registration made while its network held many unpaid seats of its session (its page says more; no address is kept). */
export function SharedNetworkBadge({ notice }: { notice: string }) {
  return (
    <Badge color="orange.9" variant="light" size="sm" mt={4} style={{ whiteSpace: 'nowrap' }}>
      {notice}
    </Badge>
  )
}
