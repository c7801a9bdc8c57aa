import { Button } from '@mantine/core'
import { IconBrandWhatsapp } from '@tabler/icons-react'
import { whatsappLink } from '../../../api/rules/whatsapp-link'

/**
 * The sender's WhatsApp chat in a new tab, from the first of `numbers` that is a phone number; nothing when none is.
 */
export function WhatsAppButton({ name, numbers }: { name: string; numbers: (string | undefined)[] }) {
  const chat = numbers.map((number) => (number ? whatsappLink(number) : undefined)).find(Boolean)
  if (!chat) return null
  return (
    <Button
      component="a"
      href={chat}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      aria-label={`WhatsApp ${name} (opens in a new tab)`}
      leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
    >
      WhatsApp
    </Button>
  )
}
