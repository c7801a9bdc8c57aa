import { Button, Group } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from 'react-router-dom'
import { galleryImages } from '../../api/resources/content'
import { GalleryGrid } from '../../components/gallery'
import { QueryState } from '../../components/query-state'
import { HomeSection } from './home-section'

/** The photo gallery, opening the lightbox. */
export function GallerySection() {
  const images = galleryImages.useList()
  return (
    <HomeSection section="gallery" id="gallery">
      <QueryState query={images} label="photos">
        {(items) => (
          <>
            <GalleryGrid images={items} label="Project photos" />
            <Group justify="center" mt={40}>
              <Button
                component={Link}
                to="/gallery"
                variant="outline"
                color="night.9"
                size="md"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                Visit the Gallery
              </Button>
            </Group>
          </>
        )}
      </QueryState>
    </HomeSection>
  )
}
