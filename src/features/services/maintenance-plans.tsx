import { Badge, Button, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { Link } from 'react-router-dom'
import { maintenancePlans } from '../../api/resources/content'
import { QueryState } from '../../components/query-state'
import { PageSection } from '../../components/page-kit/page-section'
import { formatUsd } from '../../lib/format'
import { CheckList } from './check-list'
import classes from './services.module.css'

export function MaintenancePlans({ tone }: { tone: 'plain' | 'soft' }) {
  const query = maintenancePlans.useList()
  return (
    <PageSection page="maintenance" section="plans" tone={tone}>
      <QueryState query={query} label="maintenance plans">
        {(plans) => (
          <SimpleGrid
            role="list"
            aria-label="Maintenance plans"
            cols={{ base: 1, md: 3 }}
            spacing="xl"
            verticalSpacing={40}
            pt="md"
          >
            {[...plans]
              .sort((a, b) => a.price - b.price)
              .map((plan) => (
                <div role="listitem" key={plan.id} className={classes.plan} data-popular={plan.popular || undefined}>
                  {plan.popular ? (
                    <Badge size="lg" color="sun.6" autoContrast className={classes.popularBadge}>
                      Most Popular
                    </Badge>
                  ) : null}
                  <Stack gap="sm" style={{ flex: 1 }}>
                    <Title order={3}>{plan.title}</Title>
                    <Text c="gray.7">{plan.description}</Text>
                    <Text className={classes.price} my="sm">
                      {formatUsd(plan.price)}
                      <Text span fz="lg" fw={600} c="gray.7">
                        /{plan.period}
                      </Text>
                    </Text>
                    <CheckList items={plan.features} label={`${plan.title} plan features`} size="sm" />
                  </Stack>
                  <Button
                    component={Link}
                    to="/contact"
                    mt="xl"
                    size="md"
                    fullWidth
                    variant={plan.popular ? 'filled' : 'outline'}
                    color={plan.popular ? 'sun.6' : 'night.9'}
                    autoContrast
                  >
                    Select Plan
                    <VisuallyHidden>: {plan.title}</VisuallyHidden>
                  </Button>
                </div>
              ))}
          </SimpleGrid>
        )}
      </QueryState>
    </PageSection>
  )
}
