import { Stack, Text, Title } from '@mantine/core'
import { legalDocuments } from '../../api/resources/content'
import type { LegalDocument } from '../../api/schemas'
import { QueryState } from '../../components/query-state'
import { Screen } from '../../components/screen'

function LegalPage({ id, title }: { id: LegalDocument['id']; title: string }) {
  const query = legalDocuments.useDetail(id)
  return (
    <Screen title={title}>
      <QueryState query={query} label="document">
        {(doc) => (
          <Stack>
            <Text c="dimmed">Last updated: {doc.lastUpdated}</Text>
            <Text>{doc.intro}</Text>
            {doc.sections.map((section) => (
              <section key={section.title}>
                <Title order={2} size="h3">
                  {section.title}
                </Title>
                <Text>{section.description}</Text>
              </section>
            ))}
          </Stack>
        )}
      </QueryState>
    </Screen>
  )
}

export const PrivacyPolicyPage = () => <LegalPage id="privacy-policy" title="Privacy Policy" />
export const TermsOfServicePage = () => <LegalPage id="terms-of-service" title="Terms of Service" />
