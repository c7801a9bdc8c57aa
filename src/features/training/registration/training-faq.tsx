import { Accordion, Title } from '@mantine/core'
import { memo } from 'react'
import { faqs } from '../../../api/resources/content'
import { QueryState } from '../../../components/query-state'
import { useTrainingCopy } from '../training-copy'

/** The training questions: one open at a time, and the open one can be closed again. */
export const TrainingFaq = memo(function TrainingFaq() {
  const questions = faqs.useList({ topic: 'training' })
  const heading = useTrainingCopy('training-faq')?.heading
  return (
    <section aria-labelledby="training-faq-title">
      <Title order={3} id="training-faq-title" mb="md">
        {heading}
      </Title>
      <QueryState query={questions} label="questions">
        {(items) => (
          <Accordion variant="separated" radius="md" order={4} keepMounted keepMountedMode="display-none">
            {items.map((faq) => (
              <Accordion.Item key={faq.id} value={faq.id}>
                <Accordion.Control>{faq.question}</Accordion.Control>
                <Accordion.Panel>{faq.answer}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </QueryState>
    </section>
  )
})
