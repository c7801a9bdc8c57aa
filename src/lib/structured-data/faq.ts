import type { FAQPage } from 'schema-dts'
import type { Faq } from '../../api/schemas'
import type { JsonLd } from './json-ld'

/** The FAQ page's questions and answers, as the API has them. */
export function faqJsonLd(faqs: readonly Faq[]): JsonLd<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}
