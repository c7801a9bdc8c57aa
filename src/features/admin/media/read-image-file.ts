import { hasImageSignature, imageSizeProblem, readImageSize } from '../../../api/rules/image-bytes'
import { isMediaType, MAX_UPLOAD_BYTES } from '../../../api/rules/image-file'

/** The first `count` bytes of a file (FileReader: Blob.arrayBuffer is missing in some environments). */
function readHead(file: File, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(new Error('The file could not be read'))
    reader.readAsArrayBuffer(file.slice(0, count))
  })
}

/**
 * Checks type, size, content (magic bytes), the pixel size in the header and every frame's before anything is
 * decoded as an image (a small file may decode to gigabytes); the API checks them again.
 */
export async function checkImageFile(file: File): Promise<void> {
  if (!isMediaType(file.type)) throw new Error('Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded')
  if (file.size > MAX_UPLOAD_BYTES) throw new Error('Files must be 5 MB or smaller')
  if (file.size === 0) throw new Error('The file is empty')
  const bytes = await readHead(file, file.size)
  const size = hasImageSignature(file.type, bytes) && readImageSize(file.type, bytes)
  if (!size) throw new Error('The file is not a valid image of its declared type')
  const problem = imageSizeProblem(size)
  if (problem) throw new Error(problem)
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
