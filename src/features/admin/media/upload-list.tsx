import { Button, Group, Progress, Stack, Text } from '@mantine/core'
import type { UploadEntry } from './use-upload-queue'

const STATUS_TEXT: Record<UploadEntry['status'], string> = {
  pending: 'Waiting',
  reading: 'Reading the file...',
  uploading: 'Uploading...',
  done: 'Uploaded',
  failed: 'Failed',
}

const COLOR: Record<UploadEntry['status'], string> = {
  pending: 'gray.6',
  reading: 'sun.8',
  uploading: 'sun.8',
  done: 'leaf.9',
  failed: 'red.9',
}

/** "Uploading 2 of 3" while the queue runs; a summary once it is done. */
export function overallStatus(entries: UploadEntry[]): string {
  const total = entries.length
  const finished = entries.filter((e) => e.status === 'done' || e.status === 'failed').length
  const failed = entries.filter((e) => e.status === 'failed').length
  if (finished < total) return `Uploading ${finished + 1} of ${total}`
  const uploaded = total - failed
  return failed ? `${uploaded} of ${total} uploaded, ${failed} failed` : `${uploaded} of ${total} uploaded`
}

/** Progress of each file in the upload queue. */
export function UploadList({ entries, onClear }: { entries: UploadEntry[]; onClear: () => void }) {
  if (entries.length === 0) return null
  const busy = entries.some((e) => e.status !== 'done' && e.status !== 'failed')
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={700} role="status" aria-live="polite">
          {overallStatus(entries)}
        </Text>
        {!busy ? (
          <Button variant="default" size="xs" onClick={onClear}>
            Clear list
          </Button>
        ) : null}
      </Group>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Uploads">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {entry.name}
              </Text>
              <Text
                size="sm"
                c={entry.status === 'failed' ? 'red.9' : entry.status === 'done' ? 'leaf.9' : 'gray.7'}
                style={{ flexShrink: 0 }}
              >
                {STATUS_TEXT[entry.status]}
              </Text>
            </Group>
            <Progress
              value={entry.progress}
              color={COLOR[entry.status]}
              striped={entry.status === 'uploading'}
              animated={entry.status === 'uploading'}
              aria-label={`${entry.name}: ${STATUS_TEXT[entry.status].toLowerCase()}`}
              mt={4}
            />
            {entry.message ? (
              <Text size="sm" c="red.9" mt={4}>
                {entry.name}: {entry.message}
              </Text>
            ) : null}
          </li>
        ))}
      </Stack>
    </Stack>
  )
}
