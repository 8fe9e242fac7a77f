// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { resolveMediaFields, resolveMediaUrl, resolveMediaUrls } from './media-url'

describe('media urls', () => {
  it('R3.14 /uploads urls are rewritten to the origin of an absolute API base', () => {
    expect(resolveMediaUrl('/uploads/a.webp', 'https://api.example.com/api')).toBe(
      'https://api.example.com/uploads/a.webp',
    )
  })

  it('R3.14 with the same-origin mock, and for other urls, nothing changes', () => {
    expect(resolveMediaUrl('/uploads/a.webp', '/api')).toBe('/uploads/a.webp')
    expect(resolveMediaUrl('https://cdn.example.com/x.webp', 'https://api.example.com/api')).toBe(
      'https://cdn.example.com/x.webp',
    )
    expect(resolveMediaUrl('/images/x.webp', 'https://api.example.com/api')).toBe('/images/x.webp')
  })

  it('R3.14 every upload response shape is rewritten (avatarUrl, images[].url, url)', () => {
    const base = 'http://localhost:3000/api'
    expect(resolveMediaUrls({ avatarUrl: '/uploads/a.webp' }, base)).toEqual({
      avatarUrl: 'http://localhost:3000/uploads/a.webp',
    })
    expect(resolveMediaUrls({ images: [{ url: '/uploads/1.webp', width: 3 }] }, base)).toEqual({
      images: [{ url: 'http://localhost:3000/uploads/1.webp', width: 3 }],
    })
    expect(resolveMediaUrls({ url: '/uploads/f.bin' }, base)).toEqual({ url: 'http://localhost:3000/uploads/f.bin' })
  })

  it('R3.14 in any other answer, the media fields (avatars, images, urls) are rewritten and text is not', () => {
    const base = 'http://localhost:3000/api'
    const post = {
      title: '/uploads/不是图片',
      content: '/uploads/a.webp',
      images: ['/uploads/1.webp', { url: '/uploads/2.webp', width: 3 }, '/demo-images/3.webp'],
      author: { display_name: '小满', avatar_url: '/uploads/me.webp' },
      comments: [{ author: { avatar: '/uploads/c.webp' } }],
    }
    expect(resolveMediaFields(post, base)).toEqual({
      ...post,
      images: [
        'http://localhost:3000/uploads/1.webp',
        { url: 'http://localhost:3000/uploads/2.webp', width: 3 },
        '/demo-images/3.webp',
      ],
      author: { display_name: '小满', avatar_url: 'http://localhost:3000/uploads/me.webp' },
      comments: [{ author: { avatar: 'http://localhost:3000/uploads/c.webp' } }],
    })
    // The same-origin mock: the answer itself, untouched.
    expect(resolveMediaFields(post, '/api')).toBe(post)
  })
})
