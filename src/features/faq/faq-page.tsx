import { faqs } from '../../api/resources/content'
import { Screen } from '../../components/screen'
import { TitleList } from '../../components/title-list'

export function FaqPage() {
  const list = faqs.useList('general')
  return (
    <Screen title="Frequently Asked Questions">
      <TitleList query={list} label="questions" title={(faq) => faq.question} />
    </Screen>
  )
}
