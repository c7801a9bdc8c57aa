import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Fieldset, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { get, useForm, type FieldError } from 'react-hook-form'
import { useSiteSettings, useUpdateSiteSettings } from '../../../api/resources/settings'
import type { SiteSettings } from '../../../api/schemas'
import { QueryState } from '../../../components/query-state'
import { useDraftRecovery } from '../forms/use-draft-recovery'
import { SaveError } from './save-error'
import { applyServerIssues } from './server-issues'
import { pickSiteForm, SITE_FIELD_GROUPS, siteFormSchema, type SiteForm } from './site-fields'

function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const update = useUpdateSiteSettings()
  const form = useForm<SiteForm>({
    resolver: zodResolver(siteFormSchema),
    defaultValues: pickSiteForm(settings),
  })
  const { register, handleSubmit, reset, setError, formState } = form
  useDraftRecovery('site', form)

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(pickSiteForm(saved))
        notifications.show({ color: 'leaf', title: 'Site settings saved', message: 'The public site shows the new details now.' })
      },
      onError: (error) => applyServerIssues(error, setError),
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Site settings">
      <Stack gap="lg">
        {SITE_FIELD_GROUPS.map((group) => (
          <Fieldset key={group.legend} legend={group.legend} radius="md">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {group.fields.map(({ name, multiline, ...field }) => {
                const props = {
                  ...field,
                  error: (get(formState.errors, name) as FieldError | undefined)?.message,
                  ...register(name, { valueAsNumber: field.type === 'number' }),
                }
                return multiline ? <Textarea key={name} rows={3} {...props} /> : <TextInput key={name} {...props} />
              })}
            </SimpleGrid>
          </Fieldset>
        ))}
        <SaveError error={update.error} title="Site settings were not saved" />
        <Group>
          <Button type="submit" color="sun.6" autoContrast loading={update.isPending}>
            Save Site Settings
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

export function SiteSettingsTab() {
  const query = useSiteSettings()
  return (
    <QueryState query={query} label="site settings">
      {(settings) => <SiteSettingsForm settings={settings} />}
    </QueryState>
  )
}
