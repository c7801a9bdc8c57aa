import { Button, Container, List, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck, IconDownload } from '@tabler/icons-react'
import { useId } from 'react'
import { usePageSection } from '../../components/page-kit/use-page-section'
import { QueryState } from '../../components/query-state'
import { ResponsiveImage } from '../../components/responsive-image'
import classes from './guide.module.css'

/** The free homeowner's guide: what is inside and a download link to the PDF. */
export function GuideSection() {
  const { query, section: guide } = usePageSection('home', 'guide')
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={classes.guideBand}>
      <Container size="xl">
        <QueryState query={query} label="free guide" isEmpty={() => !guide} empty={<></>}>
          {() =>
            guide && (
              <div className={classes.guide}>
                <div className={classes.guideMedia}>
                  {guide.image ? <ResponsiveImage image={guide.image} cover sizes="(min-width: 62em) 560px, 100vw" /> : null}
                </div>
                <div className={classes.guideCopy}>
                  <Text tt="uppercase" fw={700} fz="sm" c="leaf.9" lts={1.5}>
                    {guide.eyebrow}
                  </Text>
                  <Title order={2} id={headingId} mt={6}>
                    {guide.heading}
                  </Title>
                  <Text size="lg" c="gray.7" mt="md">
                    {guide.text}
                  </Text>
                  <List
                    mt="lg"
                    spacing="sm"
                    icon={
                      <ThemeIcon color="leaf.7" size={24} radius="xl">
                        <IconCheck size={15} aria-hidden />
                      </ThemeIcon>
                    }
                  >
                    {(guide.points ?? []).map((point) => (
                      <List.Item key={point}>{point}</List.Item>
                    ))}
                  </List>
                  {(guide.links ?? []).map((link) => (
                    <Button
                      key={link.href}
                      component="a"
                      href={link.href}
                      download
                      size="lg"
                      mt="xl"
                      color="night.9"
                      leftSection={<IconDownload size={20} aria-hidden />}
                      aria-describedby={headingId}
                    >
                      {link.label}
                    </Button>
                  ))}
                </div>
              </div>
            )
          }
        </QueryState>
      </Container>
    </section>
  )
}
