import { Button, Modal, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from 'react-router-dom'
import type { Service } from '../../api/schemas'
import { ResponsiveImage } from '../../components/responsive-image'
import { CheckList } from './check-list'

interface ServiceDialogProps {
  service: Service | null
  opened: boolean
  onClose: () => void
}

/** The 'Learn More' dialog: Mantine's Modal traps focus and returns it to the button on close. */
export function ServiceDialog({ service, opened, onClose }: ServiceDialogProps) {
  return (
    <Modal
      opened={opened && service !== null}
      onClose={onClose}
      size="lg"
      radius="lg"
      centered
      title={service?.title}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 800, lineHeight: 1.3 } }}
    >
      {service ? (
        <Stack gap="md">
          <div style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', aspectRatio: '16 / 7' }}>
            <ResponsiveImage image={service.image} cover sizes="(min-width: 48em) 640px, 100vw" />
          </div>
          <Text size="lg" fw={600} c="night.9">
            {service.description}
          </Text>
          <Text>{service.fullDescription}</Text>
          <Title order={3} size="h4">
            Key Benefits
          </Title>
          <CheckList items={service.benefits} label="Key Benefits" />
          <Button
            component={Link}
            to={service.link}
            onClick={onClose}
            size="md"
            color="sun.6"
            autoContrast
            rightSection={<IconArrowRight size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            mt="sm"
          >
            Explore Service Details
          </Button>
        </Stack>
      ) : null}
    </Modal>
  )
}
