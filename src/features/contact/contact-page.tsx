import { Container, Grid, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { ManagedPageHero } from '../../components/page-kit/managed-page-hero'
import { usePageSection } from '../../components/page-kit/use-page-section'
import { ContactDetails } from './contact-details'
import { ContactForm } from './contact-form'
import { ContactSuccess } from './contact-success'
import classes from './contact.module.css'

export function ContactPage() {
  // 'sent' replaces the form with the thank-you view; a new form starts empty.
  const [sent, setSent] = useState(false)
  const [again, setAgain] = useState(false)
  const heading = usePageSection('contact', 'form').section?.heading
  return (
    <>
      <ManagedPageHero pageId="contact" fallbackTitle="Contact Us" />
      <Container size="xl" py={{ base: 48, md: 88 }}>
        <Grid gap={{ base: 32, md: 40 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <section className={classes.formCard} aria-labelledby={sent ? undefined : 'contact-form-title'}>
              {sent ? (
                <ContactSuccess
                  onReset={() => {
                    setAgain(true)
                    setSent(false)
                  }}
                />
              ) : (
                <>
                  <Title order={2} size="h3" id="contact-form-title">
                    {heading}
                  </Title>
                  <Text c="gray.7" mt={4} mb="lg">
                    Fields marked * are required.
                  </Text>
                  <ContactForm onSent={() => setSent(true)} autoFocus={again} />
                </>
              )}
            </section>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ContactDetails />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  )
}
