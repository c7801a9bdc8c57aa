import { Button, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import type { Service } from '../../api/schemas'
import { Icon } from '../../components/icon'
import { ResponsiveImage } from '../../components/responsive-image'
import kit from '../../components/page-kit/page-kit.module.css'
import classes from './services.module.css'

interface ServiceCardProps {
  service: Service
  onLearnMore: (service: Service) => void
}

export function ServiceCard({ service, onLearnMore }: ServiceCardProps) {
  return (
    <article className={`${kit.card} ${kit.interactive}`}>
      <div className={kit.media} style={{ overflow: 'visible' }}>
        <div style={{ position: 'absolute', inset: 0, overflow: 'hidden' }}>
          <ResponsiveImage image={service.image} cover sizes="(min-width: 75em) 400px, (min-width: 48em) 50vw, 100vw" />
        </div>
        <ThemeIcon size={52} radius="md" color="sun.6" autoContrast className={classes.iconBadge}>
          <Icon name={service.icon} size={28} />
        </ThemeIcon>
      </div>
      <div className={`${kit.body} ${classes.cardBody}`}>
        <Title order={3} size="h4">
          {service.title}
        </Title>
        <Text c="gray.7">{service.description}</Text>
        <div className={kit.footer}>
          <Button
            variant="outline"
            color="night.9"
            rightSection={<IconArrowRight size={16} aria-hidden />}
            onClick={() => onLearnMore(service)}
          >
            Learn More
            <VisuallyHidden> about {service.title}</VisuallyHidden>
          </Button>
        </div>
      </div>
    </article>
  )
}
