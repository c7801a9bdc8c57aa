import { Text } from '@mantine/core'
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react'
import { useRef, useState, type MouseEvent } from 'react'
import type { Video } from '../../api/schemas'
import { ResponsiveImage } from '../responsive-image'
import classes from './video-player.module.css'

/** idle: the poster shows (not started yet, or ended); playing; paused mid-way on the current frame. */
type Status = 'idle' | 'playing' | 'paused'

/**
 * A same-site video is fetched in CORS mode (same origin: no CORS check, cookies as usual) so its range requests
 * keep their `Range` header through the mock API's service worker and the video can seek. Other sites' videos
 * stay no-cors: they may not allow CORS.
 */
const isSameSite = (src: string) => src.startsWith('/') && !src.startsWith('//')

interface VideoPlayerProps {
  video: Video
  /** The rendered width of the player, for the poster's srcset. */
  sizes?: string
  /** Show the video's title under the player. */
  showTitle?: boolean
}

/**
 * A video behind its poster: one big button plays and pauses it. While it plays, the controls overlay shows on
 * hover and on keyboard focus; when it ends it returns to the poster.
 */
export function VideoPlayer({ video, sizes = '(min-width: 62em) 960px, 100vw', showTitle = true }: VideoPlayerProps) {
  const ref = useRef<HTMLVideoElement>(null)
  const [status, setStatus] = useState<Status>('idle')
  const [failed, setFailed] = useState(false)
  const playing = status === 'playing'

  const toggle = () => {
    const element = ref.current
    if (!element) return
    if (!element.paused && !element.ended) {
      element.pause()
      return
    }
    setFailed(false)
    element.play().catch((error: unknown) => {
      // A pause() that interrupts play() is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return
      setFailed(true)
      setStatus('idle')
    })
  }

  // A click anywhere on the playing video pauses it, as video players do; the button is the keyboard path.
  const onSurfaceClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) toggle()
  }

  return (
    <figure className={classes.figure}>
      <div className={classes.frame} data-status={status}>
        <video
          ref={ref}
          className={classes.video}
          src={video.src}
          crossOrigin={isSameSite(video.src) ? 'anonymous' : undefined}
          preload="none"
          playsInline
          onPlay={() => setStatus('playing')}
          onPause={(event) => {
            const ended = event.currentTarget.ended
            setStatus((previous) => (ended || previous === 'idle' ? 'idle' : 'paused'))
          }}
          onEnded={(event) => {
            setStatus('idle')
            const element = event.currentTarget
            if (!element.paused) element.pause()
          }}
          onError={() => {
            setFailed(true)
            setStatus('idle')
          }}
        >
          {video.captions ? <track kind="captions" src={video.captions} srcLang="en" label="English" default /> : null}
        </video>
        {status === 'idle' ? (
          <div className={classes.poster}>
            <ResponsiveImage image={video.poster} sizes={sizes} cover />
          </div>
        ) : null}
        <div className={classes.overlay} onClick={onSurfaceClick}>
          <button type="button" className={classes.toggle} onClick={toggle} aria-label={playing ? 'Pause video' : 'Play video'}>
            {playing ? <IconPlayerPauseFilled size={34} aria-hidden /> : <IconPlayerPlayFilled size={34} aria-hidden />}
          </button>
        </div>
      </div>
      {failed ? (
        <Text role="alert" size="sm" c="red.7" mt="xs">
          Sorry, the video could not be played right now.
        </Text>
      ) : null}
      {showTitle ? <figcaption className={classes.caption}>{video.title}</figcaption> : null}
    </figure>
  )
}
