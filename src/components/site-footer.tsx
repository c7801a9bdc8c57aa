import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { telHref } from '../api/phone'
import { FOOTER_MENU_ID, menus } from '../api/resources/menus'
import { siteSettings } from '../api/resources/settings'
import { useToday } from '../lib/use-today'
import { NavHref } from './nav-link-item'
import classes from './site-footer.module.css'

const LEGAL_PATHS = new Set(['/privacy-policy', '/terms-of-service'])

export function SiteFooter() {
  const { data: settings } = useQuery(siteSettings.detail())
  const { data: menu } = useQuery(menus.detail(FOOTER_MENU_ID))
  // The year of the day the page was rendered on while it hydrates (a prerendered page may be a year old), then today's.
  const year = useToday().slice(0, 4)
  const items = menu?.items ?? []
  const links = items.filter((i) => !LEGAL_PATHS.has(i.url))
  const legal = items.filter((i) => LEGAL_PATHS.has(i.url))
  const socials = settings
    ? [
        { label: 'Facebook', url: settings.facebookUrl },
        { label: 'Twitter', url: settings.twitterUrl },
        { label: 'Instagram', url: settings.instagramUrl },
        { label: 'LinkedIn', url: settings.linkedinUrl },
      ].filter((s) => s.url)
    : []

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py={56}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} size="h4" c="white">
              {settings?.siteName ?? 'SunHarvest Energy'}
            </Title>
            <Text size="sm" className={classes.muted}>
              {settings?.tagline}
            </Text>
            <Text size="sm" className={classes.muted}>
              {settings?.footerText}
            </Text>
          </Stack>
          <Stack gap={6} component="nav" aria-label="Footer">
            <Title order={3} size="h5" c="white">
              Quick Links
            </Title>
            {links.map((item) => (
              <NavHref key={item.id} url={item.url} target={item.target} className={classes.link}>
                {item.title}
              </NavHref>
            ))}
          </Stack>
          <Stack gap={6}>
            <Title order={3} size="h5" c="white">
              Contact Us
            </Title>
            {settings ? (
              <>
                <Text size="sm" className={classes.muted} component="address" fs="normal">
                  {settings.officeAddress}
                </Text>
                {[settings.contactPhone, settings.secondaryPhone].filter(Boolean).map((phone) => (
                  <Anchor key={phone} href={telHref(phone)} className={classes.link}>
                    {phone}
                  </Anchor>
                ))}
                <Anchor href={`mailto:${settings.contactEmail}`} className={classes.link}>
                  {settings.contactEmail}
                </Anchor>
              </>
            ) : null}
          </Stack>
          <Stack gap={6}>
            <Title order={3} size="h5" c="white">
              Follow Us
            </Title>
            {socials.map((s) => (
              <NavHref key={s.label} url={s.url} target="_blank" className={classes.link}>
                {s.label}
              </NavHref>
            ))}
          </Stack>
        </SimpleGrid>
        <Divider my="xl" color="night.7" />
        <Group justify="space-between" gap="sm">
          <Text size="sm" className={classes.muted}>
            © {year} {settings?.siteName ?? 'SunHarvest Energy'}. All rights reserved.
          </Text>
          <Group gap="md" component="nav" aria-label="Legal">
            {legal.map((item) => (
              <NavHref key={item.id} url={item.url} className={classes.link}>
                {item.title}
              </NavHref>
            ))}
            <Anchor component={Link} to="/admin" className={classes.link}>
              Staff sign-in
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  )
}
