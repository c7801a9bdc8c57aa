import { Accordion, Anchor, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconMessageQuestion } from '@tabler/icons-react'
import { Link } from 'react-router-dom'
import { telHref } from '../../api/phone'
import { faqs } from '../../api/resources/content'
import { useSiteSettings } from '../../api/resources/settings'
import { PageHero } from '../../components/page-hero'
import { HeroPlaceholder } from '../../components/page-kit/hero-placeholder'
import { PageSection } from '../../components/page-kit/page-section'
import { usePageSection } from '../../components/page-kit/use-page-section'
import { QueryState } from '../../components/query-state'
import { JsonLdScript } from '../../components/seo/json-ld-script'
import { faqJsonLd } from '../../lib/structured-data/faq'

/** The FAQ has no page document of its own (the spec fixes the pages list at nine): its copy is in the contact document. */
const PAGE = 'contact'

export function FaqPage() {
  const query = faqs.useList({ topic: 'general' })
  const { query: page, section: banner } = usePageSection(PAGE, 'faq-banner')
  return (
    <>
      {page.isPending ? (
        <HeroPlaceholder label="questions" />
      ) : (
        <PageHero title={banner?.heading || 'FAQ'} subtitle={banner?.text} />
      )}
      <PageSection page={PAGE} section="faq-questions">
        <Container size="md" px={0}>
          <QueryState query={query} label="questions">
            {(list) => (
              // Single mode: one item open at a time; clicking the open item collapses it.
              <Accordion
                variant="separated"
                radius="lg"
                order={3}
                styles={{ label: { fontWeight: 700 } }}
                // Closed answers stay in the page (hidden), so the prerendered HTML carries them for search engines.
                keepMounted
                keepMountedMode="display-none"
              >
                {list.map((faq) => (
                  <Accordion.Item key={faq.id} value={faq.id}>
                    <Accordion.Control>{faq.question}</Accordion.Control>
                    <Accordion.Panel>
                      <Text c="night.8">{faq.answer}</Text>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            )}
          </QueryState>
          <StillHaveQuestions />
        </Container>
        {query.data ? <JsonLdScript data={faqJsonLd(query.data)} /> : null}
      </PageSection>
    </>
  )
}

function StillHaveQuestions() {
  const { data: settings } = useSiteSettings()
  const { section } = usePageSection(PAGE, 'faq-more')
  return (
    <Paper component="aside" aria-labelledby="faq-more" radius="lg" p="xl" mt={48} bg="night.9" c="white">
      <Group justify="space-between" align="center" gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" color="sun.5" autoContrast>
            <IconMessageQuestion size={26} aria-hidden />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} size="h3" id="faq-more" c="white">
              {section?.heading}
            </Title>
            <Text c="night.1">
              {section?.text}
              {settings ? (
                <>
                  {' '}
                  Call{' '}
                  <Anchor href={telHref(settings.contactPhone)} c="sun.4" fw={700}>
                    {settings.contactPhone}
                  </Anchor>{' '}
                  or send us a message.
                </>
              ) : null}
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to="/contact" size="md" color="sun.5" autoContrast>
          Contact Us
        </Button>
      </Group>
    </Paper>
  )
}
