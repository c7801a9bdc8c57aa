import { Box, Container, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useId } from 'react'
import type { TrainingProgram } from '../../../api/schemas'
import { ResponsiveImage } from '../../../components/responsive-image'
import classes from '../training.module.css'

interface FeatureSplitProps {
  copy: TrainingProgram['handsOn']
  eyebrow?: string
  reverse?: boolean
  tone?: 'plain' | 'soft'
}

/** A photo beside a titled text and its points; alternate sides with `reverse`. */
export function FeatureSplit({ copy, eyebrow, reverse = false, tone = 'plain' }: FeatureSplitProps) {
  const headingId = useId()
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      py={{ base: 56, md: 88 }}
      bg={tone === 'soft' ? 'var(--mantine-color-sun-0)' : undefined}
    >
      <Container size="xl">
        <Grid gap={{ base: 32, md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: reverse ? 2 : 1 }}>
            <div className={classes.photo}>
              <ResponsiveImage image={copy.image} sizes="(min-width: 62em) 600px, 100vw" />
            </div>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: reverse ? 1 : 2 }}>
            <Stack gap="md">
              <Text tt="uppercase" fw={700} fz="sm" lts={1.5} className={classes.amberText}>
                {eyebrow}
              </Text>
              <Title order={2} id={headingId}>
                {copy.title}
              </Title>
              <Text size="lg" c="gray.8">
                {copy.text}
              </Text>
              <List
                spacing="sm"
                icon={
                  <ThemeIcon color="leaf.7" size={26} radius="xl">
                    <IconCheck size={16} aria-hidden />
                  </ThemeIcon>
                }
              >
                {copy.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  )
}
