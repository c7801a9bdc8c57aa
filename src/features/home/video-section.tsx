import { Box } from '@mantine/core'
import { homeContent } from '../../api/resources/content'
import { VideoPlayer } from '../../components/video-player'
import { HomeSection } from './home-section'

/** The training video: poster, play/pause and captions. */
export function VideoSection() {
  const { data } = homeContent.useDetail()
  return (
    <HomeSection copy={(content) => content.video} eyebrow="Solar training" tone="dark" id="training-video">
      {data ? (
        <Box maw={960} mx="auto">
          <VideoPlayer video={data.video.video} sizes="(min-width: 62em) 960px, 100vw" />
        </Box>
      ) : null}
    </HomeSection>
  )
}
