import { MAX_UPLOAD_BYTES, MEDIA_TYPES, type MediaUpload } from '../../../api/schemas'

/** The first bytes of each accepted type: the content must match the declared type (SVG and HTML never do). */
const SIGNATURES: Record<MediaUpload['type'], (b: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  'image/gif': (b) => String.fromCharCode(...b.slice(0, 4)) === 'GIF8',
  'image/webp': (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  'image/avif': (b) => String.fromCharCode(...b.slice(4, 8)) === 'ftyp' && /avi[fs]/.test(String.fromCharCode(...b.slice(8, 12))),
}

const isMediaType = (type: string): type is MediaUpload['type'] => (MEDIA_TYPES as readonly string[]).includes(type)

/** The first `count` bytes of a file (FileReader: Blob.arrayBuffer is missing in some environments). */
function readHead(file: File, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(new Error('The file could not be read'))
    reader.readAsArrayBuffer(file.slice(0, count))
  })
}

/** Checks type, size and content (magic bytes) before anything is read as an image; the API checks them again. */
export async function checkImageFile(file: File): Promise<void> {
  if (!isMediaType(file.type)) throw new Error('Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded')
  if (file.size > MAX_UPLOAD_BYTES) throw new Error('Files must be 5 MB or smaller')
  if (file.size === 0) throw new Error('The file is empty')
  const head = await readHead(file, 16)
  if (!SIGNATURES[file.type](head)) throw new Error('The file is not a valid image of its declared type')
}

export interface ReadImage {
  dataUrl: string
  width: number
  height: number
}

function readAsDataUrl(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}

function measure(dataUrl: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight })
    image.onerror = () => reject(new Error('The file is not a readable image'))
    image.src = dataUrl
  })
}

/** Reads a chosen file as a data URL and measures its pixel size by loading it as an image. */
export async function readImageFile(file: File, onProgress?: (fraction: number) => void): Promise<ReadImage> {
  await checkImageFile(file)
  const dataUrl = await readAsDataUrl(file, onProgress)
  const { width, height } = await measure(dataUrl)
  if (!width || !height) throw new Error('The file is not a readable image')
  return { dataUrl, width, height }
}
