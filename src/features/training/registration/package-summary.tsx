import { Divider, Group, List, Stack, Text, Title } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { memo } from 'react'
import type { TrainingPackage } from '../../../api/schemas'
import { formatNaira } from '../../../lib/format'
import { monthsText } from '../sessions'
import classes from '../training.module.css'

interface PackageSummaryProps {
  pkg: TrainingPackage
  includes: string[]
  /** True when the trainee has not chosen yet and the summary shows the default (beginner) package. */
  isDefault: boolean
  /** Naira, as registrationPrice gives it for the session the registration would take. */
  amount: number
}

/** The chosen package's price and what it includes, beside the form. */
export const PackageSummary = memo(function PackageSummary({ pkg, includes, isDefault, amount }: PackageSummaryProps) {
  return (
    <section aria-labelledby="package-summary-title" className={classes.summary}>
      <Text tt="uppercase" fw={700} fz="xs" c="sun.4" lts={1.5}>
        {isDefault ? 'Packages start at' : 'Your package'}
      </Text>
      <Title order={3} id="package-summary-title" c="white" mt={4}>
        {pkg.name} Package
      </Title>
      <Group gap={8} align="baseline" mt="xs">
        <Text fz={34} fw={800} c="white" lh={1.1}>
          {formatNaira(amount)}
        </Text>
        <Text c="night.1" fw={600}>
          for {monthsText(pkg.durationMonths)}
        </Text>
      </Group>
      <Divider my="md" color="rgba(255,255,255,0.15)" />
      <Stack gap="xs">
        <Text fw={700} c="white">
          What is included
        </Text>
        <List spacing={6} c="night.0" icon={<IconCheck size={18} color="var(--mantine-color-sun-4)" aria-hidden />}>
          {[...pkg.highlights, ...includes].map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Stack>
    </section>
  )
})
