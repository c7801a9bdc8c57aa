import { Anchor, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { telHref } from '../../api/phone'
import { useSiteSettings } from '../../api/resources/settings'
import { usePageSection } from '../../components/page-kit/use-page-section'
import { QueryState } from '../../components/query-state'
import classes from './contact.module.css'

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={44} radius="md" color="sun.5" autoContrast>
        {icon}
      </ThemeIcon>
      <Stack gap={4}>
        <Title order={3} size="h5" c="white">
          {title}
        </Title>
        {children}
      </Stack>
    </Group>
  )
}

/** Office, phones, e-mail and working hours, all from the site settings an admin edits. */
export function ContactDetails() {
  const query = useSiteSettings()
  const { section } = usePageSection('contact', 'details')
  return (
    <aside className={classes.details} aria-labelledby="contact-details-title">
      <Title order={2} size="h3" c="white" id="contact-details-title" mb="lg">
        {section?.heading}
      </Title>
      <QueryState query={query} label="contact details" isEmpty={() => false}>
        {(settings) => (
          <Stack gap="xl">
            <Detail icon={<IconMapPin size={22} aria-hidden />} title="Visit Our Office">
              <Text component="address" fs="normal" c="night.1">
                {settings.officeAddress}
              </Text>
            </Detail>
            <Detail icon={<IconPhone size={22} aria-hidden />} title="Call Us">
              {[settings.contactPhone, settings.secondaryPhone].filter(Boolean).map((phone) => (
                <Anchor key={phone} href={telHref(phone)} className={classes.link}>
                  {phone}
                </Anchor>
              ))}
            </Detail>
            <Detail icon={<IconMail size={22} aria-hidden />} title="Email Us">
              <Anchor href={`mailto:${settings.contactEmail}`} className={classes.link}>
                {settings.contactEmail}
              </Anchor>
            </Detail>
            <Detail icon={<IconClock size={22} aria-hidden />} title="Working Hours">
              <dl className={classes.hours}>
                {settings.workingHours.map((row) => (
                  <div key={row.days} className={classes.hoursRow}>
                    <dt>{row.days}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
            </Detail>
          </Stack>
        )}
      </QueryState>
      {section?.text ? (
        <Text c="night.1" mt="xl">
          {section.text}
          {section.links?.map((link) => (
            <span key={link.href}>
              {' '}
              <Anchor component={Link} to={link.href} underline="always" className={classes.link}>
                {link.label}
              </Anchor>
            </span>
          ))}
          .
        </Text>
      ) : null}
    </aside>
  )
}
