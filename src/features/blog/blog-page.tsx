import { blogPosts } from '../../api/resources/content'
import { Screen } from '../../components/screen'
import { TitleList } from '../../components/title-list'

export function BlogPage() {
  const list = blogPosts.useList()
  return (
    <Screen title="Blog">
      <TitleList query={list} label="blog posts" title={(post) => post.title} />
    </Screen>
  )
}
