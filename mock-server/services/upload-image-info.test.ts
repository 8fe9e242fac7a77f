import { describe, expect, it } from 'vitest'
import { fakeGif, fakeJpeg, fakePng, fakeWebp } from '../test/image-bytes'
import { imageInfo } from './upload-image-info'

describe('imageInfo', () => {
  it('R7.36 reads type, width and height from PNG, JPEG, GIF and WebP headers', () => {
    expect(imageInfo(fakePng(640, 480))).toEqual({ mime: 'image/png', width: 640, height: 480 })
    expect(imageInfo(fakeJpeg(300, 400))).toEqual({ mime: 'image/jpeg', width: 300, height: 400 })
    expect(imageInfo(fakeGif(16, 9))).toEqual({ mime: 'image/gif', width: 16, height: 9 })
    expect(imageInfo(fakeWebp(1080, 1440))).toEqual({ mime: 'image/webp', width: 1080, height: 1440 })
  })

  it('text, empty and truncated bytes are not images', () => {
    expect(imageInfo(new TextEncoder().encode('<html><script>alert(1)</script></html>'))).toBeNull()
    expect(imageInfo(new Uint8Array())).toBeNull()
    expect(imageInfo(fakePng(10, 10).subarray(0, 8))).toEqual({ mime: 'image/png' })
    expect(imageInfo(fakeJpeg(10, 10).subarray(0, 3))).toEqual({ mime: 'image/jpeg' })
  })
})
