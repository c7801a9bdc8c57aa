import { Button, Container, List, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck, IconDownload } from '@tabler/icons-react'
import { useId } from 'react'
import { homeContent } from '../../api/resources/content'
import { QueryState } from '../../components/query-state'
import { ResponsiveImage } from '../../components/responsive-image'
import classes from './guide.module.css'

/** The free homeowner's guide: what is inside and a download link to the PDF. */
export function GuideSection() {
  const content = homeContent.useDetail()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={classes.guideBand}>
      <Container size="xl">
        <QueryState query={content} label="free guide">
          {({ guide }) => (
            <div className={classes.guide}>
              <div className={classes.guideMedia}>
                <ResponsiveImage image={guide.image} cover sizes="(min-width: 62em) 560px, 100vw" />
              </div>
              <div className={classes.guideCopy}>
                <Text tt="uppercase" fw={700} fz="sm" c="leaf.9" lts={1.5}>
                  Free download
                </Text>
                <Title order={2} id={headingId} mt={6}>
                  {guide.title}
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
                  {guide.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
                <Button
                  component="a"
                  href={guide.fileUrl}
                  download
                  size="lg"
                  mt="xl"
                  color="night.9"
                  leftSection={<IconDownload size={20} aria-hidden />}
                  aria-describedby={headingId}
                >
                  {guide.buttonLabel}
                </Button>
              </div>
            </div>
          )}
        </QueryState>
      </Container>
    </section>
  )
}
