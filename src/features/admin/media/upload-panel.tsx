import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { Dropzone, type FileRejection } from '@mantine/dropzone'
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react'
import { useId, useRef, useState } from 'react'
import { MAX_UPLOAD_BYTES, MEDIA_TYPES } from '../../../api/schemas'
import { UploadList } from './upload-list'
import { useUploadQueue } from './use-upload-queue'
import { errorAlert } from '../forms/field-styles'

const LIMIT_MB = MAX_UPLOAD_BYTES / (1024 * 1024)

/** One clear sentence per rejected file. */
export function rejectionMessage({ file, errors }: FileRejection): string {
  const codes = errors.map((e) => e.code)
  if (codes.includes('file-invalid-type')) return `${file.name}: only JPEG, PNG, WebP, GIF and AVIF images can be uploaded`
  if (codes.includes('file-too-large')) return `${file.name}: files must be ${LIMIT_MB} MB or smaller`
  return `${file.name}: ${errors[0]?.message ?? 'this file cannot be uploaded'}`
}

/** Drop or choose raster images; each is checked, read, measured and uploaded with its own progress bar. */
export function UploadPanel({ id }: { id?: string }) {
  const headingId = useId()
  const { entries, add, clearFinished } = useUploadQueue()
  const [rejected, setRejected] = useState<string[]>([])
  const openPicker = useRef<() => void>(null)

  return (
    <Paper id={id} component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          Upload images
        </Title>
        <Dropzone
          onDrop={(files) => {
            setRejected([])
            add(files)
          }}
          onReject={(rejections) => setRejected(rejections.map(rejectionMessage))}
          onDropAny={(_accepted, rejections) => {
            if (rejections.length === 0) setRejected([])
          }}
          accept={[...MEDIA_TYPES]}
          maxSize={MAX_UPLOAD_BYTES}
          multiple
          openRef={openPicker}
          activateOnClick={false}
          activateOnKeyboard={false}
          enablePointerEvents
          inputProps={{ 'aria-label': 'Images to upload' }}
        >
          <Group justify="center" gap="lg" mih={140}>
            <Dropzone.Accept>
              <IconUpload size={48} color="var(--mantine-color-sun-8)" aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={48} color="var(--mantine-color-red-9)" aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={48} color="var(--mantine-color-gray-7)" aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text size="lg" fw={600}>
                Drag images here, or
              </Text>
              <Button
                mt="xs"
                color="sun.6"
                autoContrast
                leftSection={<IconUpload size={18} aria-hidden />}
                onClick={() => openPicker.current?.()}
              >
                Choose files
              </Button>
              <Text size="sm" c="gray.7" mt="xs">
                JPEG, PNG, WebP, GIF or AVIF, up to {LIMIT_MB} MB each. SVG is not accepted.
              </Text>
            </div>
          </Group>
        </Dropzone>
        {rejected.length ? (
          <Alert
            {...errorAlert}
            title="Some files were not uploaded"
            role="alert"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setRejected([])}
          >
            <List size="sm" spacing={2}>
              {rejected.map((message, i) => (
                <List.Item key={i}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <UploadList entries={entries} onClear={clearFinished} />
      </Stack>
    </Paper>
  )
}
