import { CATEGORY_IDS } from '@/schemas/category.schema'
import type { SeedTables } from '../mock-server/records'
import type { Seed } from '../mock-server/seed'

// A large seed made in code (no faker, no files): 10,000 posts with proportional users, likes, comments,
// bookmarks and follows, deterministic so runs compare. Texts are short word combinations: the bench
// measures paging, filtering, search and counting, not prose.

export interface BenchSeedOptions {
  posts?: number
  users?: number
  likesPerPost?: number
  commentsPerPost?: number
  bookmarksPerPost?: number
  followsPerUser?: number
}

// Small deterministic PRNG (mulberry32).
function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const WORDS = [
  '周末',
  '咖啡',
  '城市',
  '散步',
  '早餐',
  '穿搭',
  '露营',
  '海边',
  '健身',
  '护肤',
  '读书',
  '旅行',
  '日落',
  '手作',
  '甜品',
  '数码',
  '通勤',
  '花店',
  '夜市',
  '山野',
]
export const SEARCH_WORD = '露营'

export function benchSeed(options: BenchSeedOptions = {}): Seed {
  const {
    posts = 10_000,
    users = 200,
    likesPerPost = 3,
    commentsPerPost = 2,
    bookmarksPerPost = 1,
    followsPerUser = 10,
  } = options
  const random = rng(20261122)
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
  const userId = () => 1 + Math.floor(random() * users)
  const start = Date.parse('2025-01-01T00:00:00.000Z')
  const at = (i: number, n: number) => new Date(start + Math.floor((i / n) * 600 * 86_400_000)).toISOString()

  const tables: SeedTables = { users: [], posts: [], likes: [], comments: [], bookmarks: [], follows: [] }
  for (let id = 1; id <= users; id++) {
    const created = at(id, users * 10)
    tables.users!.push({
      id,
      username: `bench_user_${id}`,
      email: `bench${id}@example.com`,
      passwordHash: 'x',
      passwordSalt: 'y',
      displayName: `柠檬用户${id}`,
      avatar: null,
      bio: '',
      location: null,
      website: null,
      gender: null,
      birthDate: null,
      verified: id % 17 === 0,
      role: 'user',
      createdAt: created,
      updatedAt: created,
    })
  }
  for (let id = 1; id <= posts; id++) {
    const created = at(id, posts)
    const [a, b, c] = [pick(WORDS), pick(WORDS), pick(WORDS)]
    tables.posts!.push({
      id,
      authorId: userId(),
      title: `${a}的${b}日记 ${id}`,
      content: `今天和朋友去${c}，顺便记录一下${a}和${b}的小心得。`,
      category: pick(CATEGORY_IDS),
      tags: [a, c],
      images: [{ url: `/demo-images/bench-${id % 48}.webp`, width: 1080, height: 1440 }],
      location: null,
      viewCount: Math.floor(random() * 5000),
      createdAt: created,
      updatedAt: created,
    })
  }
  // Relations: ids are unique per (user, post), as the real handlers keep them.
  const relation = (perPost: number, into: 'likes' | 'bookmarks') => {
    let id = 0
    for (let postId = 1; postId <= posts; postId++) {
      const n = Math.floor(random() * (2 * perPost + 1))
      const seen = new Set<number>()
      for (let k = 0; k < n; k++) {
        const u = userId()
        if (seen.has(u)) continue
        seen.add(u)
        tables[into]!.push({ id: ++id, userId: u, postId, createdAt: at(postId, posts) })
      }
    }
  }
  relation(likesPerPost, 'likes')
  relation(bookmarksPerPost, 'bookmarks')
  let commentId = 0
  for (let postId = 1; postId <= posts; postId++) {
    const n = Math.floor(random() * (2 * commentsPerPost + 1))
    for (let k = 0; k < n; k++) {
      const created = at(postId, posts)
      tables.comments!.push({
        id: ++commentId,
        postId,
        authorId: userId(),
        parentId: null,
        content: `${pick(WORDS)}真不错！`,
        createdAt: created,
        updatedAt: created,
      })
    }
  }
  let followId = 0
  for (let follower = 1; follower <= users; follower++) {
    const seen = new Set<number>([follower])
    for (let k = 0; k < followsPerUser; k++) {
      const following = userId()
      if (seen.has(following)) continue
      seen.add(following)
      tables.follows!.push({
        id: ++followId,
        followerId: follower,
        followingId: following,
        createdAt: at(follower, users),
      })
    }
  }
  return { version: `bench-${posts}`, tables }
}
