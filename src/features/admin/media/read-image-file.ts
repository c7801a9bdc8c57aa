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
  const dataUrl = await readAsDataUrl(file, onProgress)
  const { width, height } = await measure(dataUrl)
  if (!width || !height) throw new Error('The file is not a readable image')
  return { dataUrl, width, height }
}
