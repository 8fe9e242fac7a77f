const MAX_EDGE = 1600
const QUALITY = 0.8

/** The size a picture is drawn at: its longer edge at most MAX_EDGE px, its proportions kept (never enlarged). */
export function fittedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_EDGE / Math.max(width, height))
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) }
}

type OutputType = 'image/webp' | 'image/jpeg'

/** Draws the picture at its fitted size and encodes it; the canvas is off-screen where the browser has one. */
async function encode(bitmap: ImageBitmap, type: OutputType): Promise<Blob> {
  const { width, height } = fittedSize(bitmap.width, bitmap.height)
  const canvas =
    typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null
  if (!ctx) throw new Error('no 2d canvas')
  // JPEG has no transparency: a transparent PNG's background comes out white, not black.
  if (type === 'image/jpeg') {
    ctx.fillStyle = 'white'
    ctx.fillRect(0, 0, width, height)
  }
  ctx.drawImage(bitmap, 0, 0, width, height)
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality: QUALITY })
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob gave nothing'))), type, QUALITY),
  )
}

let webpEncodes: boolean | undefined

const withExtension = (name: string, type: string) =>
  `${name.replace(/\.[^.]*$/, '') || 'image'}.${type === 'image/webp' ? 'webp' : 'jpg'}`

/**
 * Shrinks a photo before upload (≤ 1600 px, quality 0.8, WebP, or JPEG where the browser cannot encode WebP). GIFs
 * are sent as they are, since a canvas keeps only their first frame. Any failure sends the original: compression
 * saves bandwidth, it is never a reason to lose an image. The browser decodes (createImageBitmap, which follows the
 * photo's EXIF orientation) and encodes (convertToBlob) off the main thread.
 */
export async function compressImage(file: File): Promise<File> {
  if (file.type === 'image/gif' || !file.type.startsWith('image/')) return file
  try {
    const bitmap = await createImageBitmap(file)
    try {
      let out = webpEncodes === false ? await encode(bitmap, 'image/jpeg') : await encode(bitmap, 'image/webp')
      // Safari's canvas can't encode WebP (it silently gives PNG): JPEG there.
      if (webpEncodes === undefined) webpEncodes = out.type === 'image/webp'
      if (!webpEncodes && out.type !== 'image/jpeg') out = await encode(bitmap, 'image/jpeg')
      // A small image may come out larger than it went in: then the original is the better upload.
      if (out.size >= file.size) return file
      return new File([out], withExtension(file.name, out.type), { type: out.type, lastModified: file.lastModified })
    } finally {
      bitmap.close()
    }
  } catch {
    return file
  }
}

/** For tests: forget whether the browser encodes WebP. */
export function resetWebpSupport(): void {
  webpEncodes = undefined
}
