import { Box } from '@mantine/core'
import { VideoPlayer } from '../../components/video-player'
import { HomeSection } from './home-section'

/** The training video: poster, play/pause and captions. */
export function VideoSection() {
  return (
    <HomeSection section="video" tone="dark" id="training-video">
      {({ video }) =>
        video ? (
          <Box maw={960} mx="auto">
            <VideoPlayer video={video} sizes="(min-width: 62em) 960px, 100vw" />
          </Box>
        ) : null
      }
    </HomeSection>
  )
}
