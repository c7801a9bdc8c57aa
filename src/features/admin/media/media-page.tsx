import { useMedia } from '../../../api/resources/media'
import { AdminScreen } from '../../../components/admin-screen'
import { TitleList } from '../../../components/title-list'

export function MediaPage() {
  const list = useMedia()
  return (
    <AdminScreen title="Media Library">
      <TitleList query={list} label="media items" title={(item) => item.name} />
    </AdminScreen>
  )
}

export const MediaUploadPage = () => <AdminScreen title="Upload Media" />
