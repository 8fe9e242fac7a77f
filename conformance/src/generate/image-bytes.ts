// Smallest byte sequences our image sniffer accepts, with a chosen width and height, padded to `size`.
// Enough for upload checks: a backend reads the type and size from the header; it need not decode pixels.

function pad(head: number[], size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(Math.max(size, head.length))
  out.set(head)
  return out
}
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
const be16 = (n: number) => [(n >>> 8) & 255, n & 255]
const le16 = (n: number) => [n & 255, (n >>> 8) & 255]
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255]
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

export const fakePng = (w: number, h: number, size = 64) =>
  pad(
    [
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      0,
      0,
      0,
      13,
      ...ascii('IHDR'),
      ...be32(w),
      ...be32(h),
      8,
      6,
      0,
      0,
      0,
    ],
    size,
  )

export const fakeJpeg = (w: number, h: number, size = 64) =>
  // SOI, an APP0 segment of 16 bytes, then SOF0 with height before width.
  pad(
    [
      0xff,
      0xd8,
      0xff,
      0xe0,
      ...be16(16),
      ...ascii('JFIF'),
      0,
      1,
      1,
      0,
      0,
      1,
      0,
      1,
      0,
      0,
      0xff,
      0xc0,
      ...be16(17),
      8,
      ...be16(h),
      ...be16(w),
      3,
    ],
    size,
  )

export const fakeGif = (w: number, h: number, size = 64) =>
  pad([...ascii('GIF89a'), ...le16(w), ...le16(h), 0, 0, 0], size)

export const fakeWebp = (w: number, h: number, size = 64) =>
  pad(
    [
      ...ascii('RIFF'),
      0,
      0,
      0,
      0,
      ...ascii('WEBP'),
      ...ascii('VP8X'),
      10,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      ...le24(w - 1),
      ...le24(h - 1),
    ],
    size,
  )

export const fakeAvif = (size = 64) => pad([0, 0, 0, 28, ...ascii('ftypavif'), 0, 0, 0, 0], size)
