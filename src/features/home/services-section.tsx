import { Text, ThemeIcon, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from 'react-router-dom'
import { serviceCards } from '../../api/resources/content'
import { Icon } from '../../components/icon'
import { QueryState } from '../../components/query-state'
import { HomeSection } from './home-section'
import classes from './home.module.css'

/** 'Comprehensive Solar Energy Solutions': the six service cards, each a link to its service page. */
export function ServicesSection() {
  const cards = serviceCards.useList()
  return (
    <HomeSection section="services" id="services">
      <QueryState query={cards} label="services">
        {(items) => (
          <ul className={classes.grid3}>
            {items.map((card) => (
              <li key={card.id} className={classes.card}>
                <ThemeIcon size={56} radius="md" variant="light" color="sun">
                  <Icon name={card.icon} size={30} />
                </ThemeIcon>
                <Title order={3} mt="lg">
                  <Link to={card.href} className={classes.cardLink}>
                    {card.title}
                  </Link>
                </Title>
                <Text c="gray.7" mt="xs" className={classes.cardText}>
                  {card.description}
                </Text>
                <Text className={classes.more} aria-hidden>
                  Learn more <IconArrowRight size={16} />
                </Text>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </HomeSection>
  )
}
