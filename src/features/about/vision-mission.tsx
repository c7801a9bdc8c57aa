import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core'
import { IconEye, IconTarget } from '@tabler/icons-react'
import type { CompanyProfile } from '../../api/schemas'
import { PageSection } from '../../components/page-kit/page-section'
import classes from './about.module.css'

export function VisionMission({ company }: { company: CompanyProfile }) {
  const items = [
    { title: 'Our Vision', text: company.vision, icon: IconEye, accent: 'sun' },
    { title: 'Our Mission', text: company.mission, icon: IconTarget, accent: 'leaf' },
  ] as const
  return (
    <PageSection page="about" section="vision" tone="soft">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        {items.map(({ title, text, icon: ItemIcon, accent }) => (
          <article key={title} className={classes.purposeCard} data-accent={accent}>
            <ThemeIcon size={52} radius="xl" color={accent} variant="light" mb="md">
              <ItemIcon size={28} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Title order={3} mb="sm">
              {title}
            </Title>
            <Text size="lg">{text}</Text>
          </article>
        ))}
      </SimpleGrid>
    </PageSection>
  )
}
