import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Group, Image, Paper, SimpleGrid, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { useSiteSettings, useUpdateSiteSettings } from '../../../api/resources/settings'
import { imageSrcSchema, siteSettingsSchema, type SiteSettings } from '../../../api/schemas'
import { QueryState } from '../../../components/query-state'
import { useDraftRecovery } from '../forms/use-draft-recovery'
import { MediaPicker } from './media-picker'
import { SaveError } from './save-error'
import { applyServerIssues } from './server-issues'
import classes from './settings.module.css'

const appearanceSchema = siteSettingsSchema.pick({ logoLight: true, logoDark: true, favicon: true })
type Appearance = z.infer<typeof appearanceSchema>
type Slot = keyof Appearance

const SLOTS: Array<{ name: Slot; label: string; dark?: boolean }> = [
  { name: 'logoLight', label: 'Light Logo' },
  { name: 'logoDark', label: 'Dark Logo', dark: true },
  { name: 'favicon', label: 'Favicon' },
]

const pickAppearance = ({ logoLight, logoDark, favicon }: SiteSettings): Appearance => ({ logoLight, logoDark, favicon })

function AppearanceForm({ settings }: { settings: SiteSettings }) {
  const update = useUpdateSiteSettings()
  const [picking, setPicking] = useState<Slot | null>(null)
  const form = useForm<Appearance>({
    resolver: zodResolver(appearanceSchema),
    defaultValues: pickAppearance(settings),
  })
  const { handleSubmit, register, reset, setError, setValue, control, formState } = form
  useDraftRecovery('appearance', form)
  const values = useWatch({ control })

  const onSubmit = handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: (saved) => {
        reset(pickAppearance(saved))
        notifications.show({ color: 'leaf', title: 'Appearance saved', message: 'The new logos and favicon are in use.' })
      },
      onError: (error) => applyServerIssues(error, setError),
    }),
  )
  const slot = SLOTS.find((s) => s.name === picking)

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Appearance settings">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {SLOTS.map(({ name, label, dark }) => (
            <Paper key={name} withBorder radius="md" p="md">
              <Stack gap="sm">
                <Text fw={700} id={`${name}-label`}>
                  {label}
                </Text>
                <div className={classes.preview} data-dark={dark || undefined}>
                  {/* Only what the schema accepts is loaded: another origin would be blocked by the CSP anyway. */}
                  <Image
                    src={imageSrcSchema.safeParse(values[name]).success ? values[name] : undefined}
                    alt={`${label} preview`}
                  />
                </div>
                <TextInput
                  label={`${label} path`}
                  description="From the media library, or a site path"
                  error={formState.errors[name]?.message}
                  {...register(name)}
                />
                <Button variant="default" onClick={() => setPicking(name)}>
                  Change<VisuallyHidden> {label}</VisuallyHidden>
                </Button>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        <SaveError error={update.error} title="Appearance settings were not saved" />
        <Group>
          <Button type="submit" color="sun.6" autoContrast loading={update.isPending}>
            Save Appearance Settings
          </Button>
        </Group>
      </Stack>
      <MediaPicker
        opened={slot !== undefined}
        title={`Choose the ${slot?.label.toLowerCase() ?? 'image'}`}
        current={slot ? values[slot.name] : undefined}
        onClose={() => setPicking(null)}
        onPick={(url) => slot && setValue(slot.name, url, { shouldDirty: true, shouldValidate: true })}
      />
    </form>
  )
}

export function AppearanceTab() {
  const query = useSiteSettings()
  return (
    <QueryState query={query} label="appearance settings">
      {(settings) => <AppearanceForm settings={settings} />}
    </QueryState>
  )
}
