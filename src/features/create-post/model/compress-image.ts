import type { Options } from 'browser-image-compression'
import libUrl from 'browser-image-compression/dist/browser-image-compression.js?url'

const MAX_EDGE = 1600
const QUALITY = 0.8

let webpSupport: boolean | undefined
/** Safari's canvas can't encode WebP (it silently gives PNG), so fall back to JPEG there. */
function outputType(): 'image/webp' | 'image/jpeg' {
  webpSupport ??= document.createElement('canvas').toDataURL('image/webp').startsWith('data:image/webp')
  return webpSupport ? 'image/webp' : 'image/jpeg'
}

const withExtension = (name: string, type: string) =>
  `${name.replace(/\.[^.]*$/, '') || 'image'}.${type === 'image/webp' ? 'webp' : 'jpg'}`

/**
 * Shrinks a photo before upload (≤ 1600 px, quality 0.8). GIFs are sent as they are, since a canvas
 * keeps only their first frame. Any failure sends the original: compression saves bandwidth, it is
 * never a reason to lose an image.
 */
export async function compressImage(file: File): Promise<File> {
  if (file.type === 'image/gif' || !file.type.startsWith('image/')) return file
  try {
    // Loaded on first use: the editor's first paint doesn't wait for ~57 KB of codec code.
    const { default: imageCompression } = await import('browser-image-compression')
    const type = outputType()
    const options: Options = {
      maxWidthOrHeight: MAX_EDGE,
      initialQuality: QUALITY,
      fileType: type,
      // The worker loads the library by URL; its default is a CDN, and the app must work offline.
      libURL: new URL(libUrl, location.href).href,
    }
    const out = await imageCompression(file, options)
    // A small image may come out larger than it went in: then the original is the better upload.
    if (out.size >= file.size) return file
    return new File([out], withExtension(file.name, out.type), { type: out.type, lastModified: file.lastModified })
  } catch {
    return file
  }
}
