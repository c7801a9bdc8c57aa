import { Container, Text, Title } from '@mantine/core'
import { legalDocuments } from '../../api/resources/content'
import type { LegalDocument } from '../../api/schemas'
import { PageHero } from '../../components/page-hero'
import { QueryState } from '../../components/query-state'
import kit from '../../components/page-kit/page-kit.module.css'

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function LegalPage({ id, fallbackTitle }: { id: LegalDocument['id']; fallbackTitle: string }) {
  const query = legalDocuments.useDetail(id)
  const doc = query.data
  return (
    <>
      <PageHero
        title={doc?.title ?? fallbackTitle}
        subtitle={doc ? `Last updated: ${doc.lastUpdated}` : undefined}
        metaDescription={doc?.intro.slice(0, 155)}
      />
      <Container size="lg" py={{ base: 48, md: 80 }}>
        <QueryState query={query} label="document">
          {(document) => (
            <article className={kit.prose}>
              <Text size="xl" c="night.9" mb="xl">
                {document.intro}
              </Text>
              {document.sections.map((section) => (
                <section key={section.title} aria-labelledby={`legal-${slug(section.title)}`}>
                  <Title order={2} size="h3" id={`legal-${slug(section.title)}`} mt="xl" mb="sm">
                    {section.title}
                  </Title>
                  {section.description.split(/\n{2,}/).map((paragraph, i) => (
                    <Text key={i} component="p">
                      {paragraph}
                    </Text>
                  ))}
                </section>
              ))}
            </article>
          )}
        </QueryState>
      </Container>
    </>
  )
}

export const PrivacyPolicyPage = () => <LegalPage id="privacy-policy" fallbackTitle="Privacy Policy" />
export const TermsOfServicePage = () => <LegalPage id="terms-of-service" fallbackTitle="Terms of Service" />
