import { useCallback, useRef, useState } from 'react'
import { ApiError } from '../../../api/client'
import { useUploadMedia } from '../../../api/resources/media'
import type { MediaUpload } from '../../../api/schemas'
import { readImageFile } from './read-image-file'

export type UploadStatus = 'pending' | 'reading' | 'uploading' | 'done' | 'failed'

export interface UploadEntry {
  key: string
  name: string
  status: UploadStatus
  /** 0-100 */
  progress: number
  message?: string
}

/** The API's field messages (422) when there are any, else its message. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.issues.length) return [...new Set(error.issues.map((i) => i.message))].join('. ')
  return error instanceof Error ? error.message : 'The upload failed'
}

let counter = 0

/** Accepted files wait in a queue and are read, measured and uploaded one at a time. */
export function useUploadQueue() {
  const { mutateAsync: uploadMedia } = useUploadMedia()
  const [entries, setEntries] = useState<UploadEntry[]>([])
  const queue = useRef<Array<{ key: string; file: File }>>([])
  const running = useRef(false)

  const patch = useCallback((key: string, change: Partial<UploadEntry>) => {
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)))
  }, [])

  const uploadOne = useCallback(
    async (key: string, file: File) => {
      patch(key, { status: 'reading', progress: 5 })
      const image = await readImageFile(file, (fraction) => patch(key, { progress: 5 + Math.round(fraction * 45) }))
      patch(key, { status: 'uploading', progress: 60 })
      const input: MediaUpload = { name: file.name, type: file.type as MediaUpload['type'], bytes: file.size, ...image }
      await uploadMedia(input)
      patch(key, { status: 'done', progress: 100 })
    },
    [patch, uploadMedia],
  )

  const run = useCallback(async () => {
    if (running.current) return
    running.current = true
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      try {
        await uploadOne(next.key, next.file)
      } catch (error) {
        patch(next.key, { status: 'failed', progress: 100, message: uploadErrorMessage(error) })
      }
    }
    running.current = false
  }, [patch, uploadOne])

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({ key: `upload-${(counter += 1)}`, file }))
      setEntries((list) => [
        ...list,
        ...added.map(({ key, file }) => ({ key, name: file.name, status: 'pending' as const, progress: 0 })),
      ])
      queue.current.push(...added)
      void run()
    },
    [run],
  )

  const clearFinished = useCallback(() => {
    setEntries((list) => list.filter((entry) => entry.status !== 'done' && entry.status !== 'failed'))
  }, [])

  return { entries, add, clearFinished }
}
