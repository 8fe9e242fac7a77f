// The compression rules, with the browser's decoder and canvas stood in for (Node has neither): what is drawn at
// which size, encoded how, and which file goes up. tests/hostile-text.spec.ts uploads a picture through the real
// editor in Chromium.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { compressImage, fittedSize, resetWebpSupport } from './compress-image'

interface Drawn {
  width: number
  height: number
  fills: string[]
  draws: Array<[number, number, number, number]>
  encoded?: { type: string; quality: number }
}

let canvases: Drawn[]
let encodedSize: number
let webp: boolean
let closed: number

class FakeCanvas {
  drawn: Drawn
  constructor(width: number, height: number) {
    this.drawn = { width, height, fills: [], draws: [] }
    canvases.push(this.drawn)
  }
  set width(w: number) {
    this.drawn.width = w
  }
  set height(h: number) {
    this.drawn.height = h
  }
  getContext() {
    const drawn = this.drawn
    return {
      fillStyle: '',
      fillRect(this: { fillStyle: string }) {
        drawn.fills.push(this.fillStyle)
      },
      drawImage(_image: unknown, x: number, y: number, w: number, h: number) {
        drawn.draws.push([x, y, w, h])
      },
    }
  }
  convertToBlob({ type, quality }: { type: string; quality: number }) {
    this.drawn.encoded = { type, quality }
    // A browser without a WebP encoder gives PNG.
    const out = type === 'image/webp' && !webp ? 'image/png' : type
    return Promise.resolve(new Blob([new Uint8Array(encodedSize)], { type: out }))
  }
}

const photo = (name: string, type: string, size = 500_000) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 })

function decodesAs(width: number, height: number) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({
      width,
      height,
      close: () => {
        closed++
      },
    })),
  )
}

beforeEach(() => {
  canvases = []
  encodedSize = 100_000
  webp = true
  closed = 0
  resetWebpSupport()
  vi.stubGlobal('OffscreenCanvas', FakeCanvas)
  decodesAs(4000, 3000)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('compressImage', () => {
  it('fits the longer edge in 1600 px, proportions kept, never enlarging', () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: 1600, height: 1200 })
    expect(fittedSize(3000, 4000)).toEqual({ width: 1200, height: 1600 })
    expect(fittedSize(1600, 900)).toEqual({ width: 1600, height: 900 })
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 })
    expect(fittedSize(10_000, 3)).toEqual({ width: 1600, height: 1 })
  })

  it('a photo is drawn at its fitted size and sent as WebP at quality 0.8, renamed, its date kept', async () => {
    const out = await compressImage(photo('IMG_0001.JPG', 'image/jpeg'))
    expect(canvases).toHaveLength(1)
    expect(canvases[0]).toMatchObject({ width: 1600, height: 1200, fills: [], draws: [[0, 0, 1600, 1200]] })
    expect(canvases[0]!.encoded).toEqual({ type: 'image/webp', quality: 0.8 })
    expect(out).toMatchObject({
      name: 'IMG_0001.webp',
      type: 'image/webp',
      size: 100_000,
      lastModified: 1_700_000_000_000,
    })
    expect(closed).toBe(1)
  })

  it('where the browser cannot encode WebP (Safari), JPEG at quality 0.8 on white, and WebP is not tried again', async () => {
    webp = false
    const first = await compressImage(photo('shot.png', 'image/png'))
    expect(canvases.map((c) => c.encoded)).toEqual([
      { type: 'image/webp', quality: 0.8 },
      { type: 'image/jpeg', quality: 0.8 },
    ])
    expect(canvases[1]!.fills).toEqual(['white'])
    expect(first).toMatchObject({ name: 'shot.jpg', type: 'image/jpeg' })
    canvases = []
    const second = await compressImage(photo('next.jpeg', 'image/jpeg'))
    expect(canvases.map((c) => c.encoded?.type)).toEqual(['image/jpeg'])
    expect(second.name).toBe('next.jpg')
  })

  it('GIFs and files that are not pictures are sent as they are', async () => {
    const gif = photo('loop.gif', 'image/gif')
    const pdf = photo('doc.pdf', 'application/pdf')
    expect(await compressImage(gif)).toBe(gif)
    expect(await compressImage(pdf)).toBe(pdf)
    expect(canvases).toEqual([])
  })

  it('the original is sent when the result is not smaller', async () => {
    const small = photo('tiny.png', 'image/png', 100_000)
    expect(await compressImage(small)).toBe(small)
  })

  it('any failure (a picture the browser cannot decode, no canvas) sends the original', async () => {
    const file = photo('broken.jpg', 'image/jpeg')
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError')
      }),
    )
    expect(await compressImage(file)).toBe(file)
    decodesAs(4000, 3000)
    vi.stubGlobal(
      'OffscreenCanvas',
      class extends FakeCanvas {
        override getContext(): never {
          return null as never
        }
      },
    )
    expect(await compressImage(file)).toBe(file)
    expect(closed).toBe(1)
  })
})
