/**
 * The notes the sign-in screens' collage shows: real posts of the demo (fixtures/data/posts.json), one per category,
 * with their cover, title, author (fixtures/data/users.json) and like count (likesBase + the seed's likes).
 * Copied here rather than fetched, so the collage is drawn with the form, before (or without) any backend answer;
 * showcase-notes.test.ts fails when one drifts from the fixtures or its picture leaves public/.
 *
 * Urls are named from the site root, as in the fixtures: the collage resolves them under the app's base (withBase).
 */
export interface ShowcaseNote {
  /** The post's id in the fixtures. */
  id: number
  title: string
  author: { id: number; displayName: string; avatar: string }
  cover: { url: string; width: number; height: number }
  likes: number
}

export const SHOWCASE_NOTES: readonly ShowcaseNote[] = [
  {
    id: 267,
    title: '出租屋阳台改造，植物治愈一切',
    author: { id: 13, displayName: '铲屎官豆豆', avatar: '/demo-images/avatars/20.webp' },
    cover: { url: '/demo-images/posts/lifestyle-balcony-plants-2.webp', width: 600, height: 800 },
    likes: 611,
  },
  {
    id: 311,
    title: '牛仔外套+连衣裙，甜酷刚好',
    author: { id: 21, displayName: '可可的妆台', avatar: '/demo-images/avatars/14.webp' },
    cover: { url: '/demo-images/posts/fashion-denim-jacket-2.webp', width: 800, height: 600 },
    likes: 1378,
  },
  {
    id: 231,
    title: '一台轻薄本搞定工作和学习',
    author: { id: 7, displayName: '橙子的数码桌', avatar: '/demo-images/avatars/18.webp' },
    cover: { url: '/demo-images/posts/tech-laptop-1.webp', width: 600, height: 800 },
    likes: 73043,
  },
  {
    id: 21,
    title: '草莓季必做：草莓奶油蛋糕',
    author: { id: 12, displayName: '周末烘焙坊', avatar: '/demo-images/avatars/16.webp' },
    cover: { url: '/demo-images/posts/food-strawberry-cake-1.webp', width: 700, height: 700 },
    likes: 77580,
  },
  {
    id: 215,
    title: '住了一晚蒙古包，看到了满天星',
    author: { id: 11, displayName: '小鱼在大理', avatar: '/demo-images/avatars/32.webp' },
    cover: { url: '/demo-images/posts/travel-grassland-2.webp', width: 600, height: 800 },
    likes: 445,
  },
  {
    id: 270,
    title: '正手击球的小心得',
    author: { id: 45, displayName: '减脂中的胖虎', avatar: '/demo-images/avatars/12.webp' },
    cover: { url: '/demo-images/posts/fitness-tennis-2.webp', width: 600, height: 800 },
    likes: 303,
  },
]
