// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Post } from '@/schemas/post.schema'
import { samplePost } from '@/test/posts'
import { estimateCardHeight, PostCard } from './post-card'

const cover = (width: number, height: number) => [{ url: '/a.webp', width, height }]

describe('card height estimate (the virtualiser lays cards out once)', () => {
  it('adds the exact cover height to a one-line title block', () => {
    const oneLine = estimateCardHeight({ title: '早餐', images: cover(600, 800) }, 300)
    expect(oneLine).toBeCloseTo(300 * (4 / 3) + 10 + 14 * 1.45 + 44, 5)
  })

  it('wraps a long title to two lines, never more (line-clamp-2)', () => {
    const one = estimateCardHeight({ title: '早餐', images: cover(600, 600) }, 200)
    const two = estimateCardHeight({ title: '周末去了一家藏在巷子里的咖啡馆', images: cover(600, 600) }, 200)
    const long = estimateCardHeight({ title: '很长'.repeat(40), images: cover(600, 600) }, 200)
    expect(two - one).toBeCloseTo(14 * 1.45, 5)
    expect(long).toBe(two)
  })

  it('clamps covers between 3:4 and 4:3 like the card does', () => {
    const tall = estimateCardHeight({ title: 'a', images: cover(100, 1000) }, 300)
    const wide = estimateCardHeight({ title: 'a', images: cover(1000, 100) }, 300)
    expect(tall - wide).toBeCloseTo(300 * (4 / 3) - 300 * (3 / 4), 5)
  })
})

describe("a card's pictures", () => {
  const post: Post = {
    ...samplePost,
    id: 7,
    images: [{ url: '/demo-images/posts/plants.webp', width: 600, height: 800 }],
    author: { ...samplePost.author, avatar: '/demo-images/avatars/03.webp' },
  }
  const pictures = (priority: boolean) => {
    const card = document.createElement('div')
    card.innerHTML = renderToStaticMarkup(
      <PostCard post={post} postHref="/post/7" authorHref="/user/3" priority={priority} />,
    )
    return [...card.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.getAttribute('loading')])
  }

  it("beyond the first screenful, the cover and the author's avatar load lazily: a card held hidden for a wider layout fetches neither on a phone", () => {
    expect(pictures(false)).toEqual([
      ['/demo-images/posts/plants.webp', 'lazy'],
      ['/demo-images/avatars/03.webp', 'lazy'],
    ])
  })

  it('in the first screenful, both load at once', () => {
    expect(pictures(true).map(([, loading]) => loading ?? 'eager')).toEqual(['eager', 'eager'])
  })
})
