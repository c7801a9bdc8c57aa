import type { MediaUpload } from '../../src/api/schemas'
import { invalidField } from './http-error'
import { imageSizeProblem, readImageSize } from '../../src/api/rules/image-bytes'
import { decodeDataUrl, FILE_EXTENSIONS } from '../../src/api/rules/image-file'

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} B`
}

/** The uploaded file's bytes, checked by content: type, signature, size, the pixel size in its header and its frames. */
export function checkUpload(input: Pick<MediaUpload, 'type' | 'dataUrl' | 'bytes'>) {
  if (!input.dataUrl.startsWith(`data:${input.type};`)) throw invalidField('dataUrl', 'The file content does not match its type')
  const bytes = decodeDataUrl(input.dataUrl)
  if (bytes.length !== input.bytes) throw invalidField('bytes', 'The file size does not match its content')
  const size = readImageSize(input.type, bytes)
  if (!size) throw invalidField('dataUrl', 'The file is not a valid image of its declared type')
  const problem = imageSizeProblem(size)
  if (problem) throw invalidField('dataUrl', problem)
  return { bytes, width: size.width, height: size.height, extension: FILE_EXTENSIONS[input.type] }
}

/** The media record of a checked upload (the file itself is stored beside it, under `url`). */
export function mediaRecordOf(
  input: { name: string; type: MediaUpload['type']; alt?: string },
  file: { id: string; url: string; bytes: Uint8Array; width: number; height: number },
  now = new Date(),
) {
  return {
    id: file.id,
    name: input.name,
    url: file.url,
    type: input.type,
    size: formatBytes(file.bytes.length),
    bytes: file.bytes.length,
    date: now.toISOString().slice(0, 10),
    alt: input.alt ?? '',
    width: file.width,
    height: file.height,
  }
}
