import { Modal, type ModalProps } from '@mantine/core'
import { readableColors } from './field-styles'

/**
 * The admin's confirmations and small forms: centred, a bold title, the darker secondary and error text of the admin
 * screens (a dialog renders in a portal, outside their container), and a close button that says what it does.
 */
export function AdminDialog(props: ModalProps) {
  return (
    <Modal
      centered
      styles={{ title: { fontWeight: 700 }, content: readableColors }}
      closeButtonProps={{ 'aria-label': 'Close' }}
      {...props}
    />
  )
}
