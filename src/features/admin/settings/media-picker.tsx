import { useMedia } from '../../../api/resources/media'
import { MediaPicker as LibraryPicker } from '../../../components/media-picker'

interface ImagePickerProps {
  opened: boolean
  title: string
  /** The image in use now (a URL, as settings store it), marked as current. */
  current?: string
  onClose: () => void
  onPick: (url: string) => void
}

/** The shared media-library dialog, for settings that store an image URL rather than a media id. */
export function MediaPicker({ opened, title, current, onClose, onPick }: ImagePickerProps) {
  const { data: items } = useMedia()
  const selectedId = items?.find((item) => item.url === current)?.id
  return (
    <LibraryPicker
      opened={opened}
      title={title}
      selectedId={selectedId}
      onClose={onClose}
      onSelect={(item) => onPick(item.url)}
    />
  )
}
