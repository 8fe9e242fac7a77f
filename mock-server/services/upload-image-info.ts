// Reads an image's real type and size from its first bytes. The declared Content-Type of an upload is
// whatever the client says; the bytes decide what we store and serve, so a renamed .html never comes
// back as an "image". Width and height let cards reserve their space (docs/architecture.md §5, no layout shift).

/** Every type the first bytes are read as: what an upload may be (an avatar only the first four, AVATAR_TYPES). */
export const READABLE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const

export interface ImageInfo {
  mime: (typeof READABLE_IMAGE_TYPES)[number]
  width?: number
  height?: number
}

const ascii = (b: Uint8Array, at: number, len: number) => String.fromCharCode(...b.subarray(at, at + len))
const be16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!
const le16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8)
const be32 = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!
const le24 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)

/** Only positive sizes count: a header that says 0×0 is as good as no size. */
function sized(mime: ImageInfo['mime'], width: number, height: number): ImageInfo {
  return width > 0 && height > 0 ? { mime, width, height } : { mime }
}

function png(b: Uint8Array): ImageInfo | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (b.length < 8 || signature.some((x, i) => b[i] !== x)) return null
  return b.length >= 24 && ascii(b, 12, 4) === 'IHDR'
    ? sized('image/png', be32(b, 16), be32(b, 20))
    : { mime: 'image/png' }
}

function gif(b: Uint8Array): ImageInfo | null {
  const head = ascii(b, 0, 6)
  if (head !== 'GIF87a' && head !== 'GIF89a') return null
  return b.length >= 10 ? sized('image/gif', le16(b, 6), le16(b, 8)) : { mime: 'image/gif' }
}

function jpeg(b: Uint8Array): ImageInfo | null {
  if (b.length < 3 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null
  // Walk the marker segments up to the first start-of-frame, which holds the size.
  let i = 2
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) break
    const marker = b[i + 1]!
    if (marker === 0xff) {
      i += 1
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      i += 2
      continue
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
    if (isFrame) return sized('image/jpeg', be16(b, i + 7), be16(b, i + 5))
    i += 2 + be16(b, i + 2)
  }
  return { mime: 'image/jpeg' }
}

function webp(b: Uint8Array): ImageInfo | null {
  if (b.length < 16 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null
  const chunk = ascii(b, 12, 4)
  if (chunk === 'VP8 ' && b.length >= 30) return sized('image/webp', le16(b, 26) & 0x3fff, le16(b, 28) & 0x3fff)
  if (chunk === 'VP8L' && b.length >= 25) {
    const [b0, b1, b2, b3] = [b[21]!, b[22]!, b[23]!, b[24]!]
    return sized(
      'image/webp',
      1 + (((b1 & 0x3f) << 8) | b0),
      1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)),
    )
  }
  if (chunk === 'VP8X' && b.length >= 30) return sized('image/webp', 1 + le24(b, 24), 1 + le24(b, 27))
  return { mime: 'image/webp' }
}

function avif(b: Uint8Array): ImageInfo | null {
  if (b.length < 12 || ascii(b, 4, 4) !== 'ftyp' || !['avif', 'avis'].includes(ascii(b, 8, 4))) return null
  // The image spatial extent box ('ispe') carries the size; it sits in the first few hundred bytes.
  const end = Math.min(b.length - 16, 4096)
  for (let i = 12; i < end; i++) {
    if (b[i] === 0x69 && ascii(b, i, 4) === 'ispe') return sized('image/avif', be32(b, i + 8), be32(b, i + 12))
  }
  return { mime: 'image/avif' }
}

/** The image's type and (when its header says) width and height; null when the bytes are not an image we take. */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  return png(bytes) ?? jpeg(bytes) ?? gif(bytes) ?? webp(bytes) ?? avif(bytes)
}

export const EXTENSION_BY_MIME: Record<ImageInfo['mime'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
}
