import { QueryClientProvider } from '@tanstack/react-query'
import { prerender } from 'react-dom/static'
import { Route, Router } from 'wouter'
import { createActor, fromPromise } from 'xstate'
import { authSession, liveAuthMachine } from '@/features/auth/model/auth-actor'
import { APP_BASE, withBase } from '@/lib/app-base'
import type { Post } from '@/schemas/post.schema'
import type { User } from '@/schemas/user.schema'
import { previewFlags, previewLists, previewValues, slotToken } from '@/features/post/model/post-page-slots'
import { providePrerenderedData } from './first-screen'
import { paths } from './paths'
import { createQueryClient } from './query-client'
import { PostRoute } from './routes/post.route'
import { connectAppServices } from './services'

// The post drawn at a tap on the page's first screen, before the app has loaded (first-screen/post-preview.ts), is
// the post route's own markup: the build (scripts/vite-post-preview.ts; the dev server on request) renders the route
// here with made-up posts, one for each way the page can look, and makes one template of them:
// - each value of the made-up post, as the page shows it (src/features/post/model/post-page-slots.ts), becomes a slot in the
//   text or attribute it is in;
// - what one post has and another not (a tag list, a drawn avatar or a picture, 说点什么… for a signed-in reader, a
//   pressed like) is found by comparing the render of a post with it and one without: the parts that differ go into
//   <template data-if="flag"> elements, the post's flag picks one;
// - a list's further items (the tags, the gallery's dots) are found by comparing the render of k items with k + 1: the
//   new item goes into a <template data-each="list"> at the list's end, cloned for each further item.
// Made twice, from two made-up posts different in every value, the two templates must be the same: a value the page
// shows that is not a slot yet, or a slot found where it is not the value, fails the build.

/** The post route's <main> for `post`, as the app renders it while the post's comments load, for `viewer`. */
export async function renderPostPage(post: Post, viewer: User | null): Promise<string> {
  const queryClient = createQueryClient()
  const disconnect = connectAppServices({ queryClient, navigate: () => undefined })
  // The signed-in reader's session, as the app has it while it checks the stored session (which it never finishes).
  const actor = viewer
    ? createActor(
        liveAuthMachine.provide({ actors: { profileCheck: fromPromise<User>(() => new Promise<User>(() => {})) } }),
        { input: { token: 'preview', user: viewer } },
      ).start()
    : null
  const disconnectSession = actor ? authSession.connect({ actor: () => actor }) : () => undefined
  providePrerenderedData({ path: paths.post.href(post.id), post })
  try {
    const { prelude } = await prerender(
      <QueryClientProvider client={queryClient}>
        <Router base={APP_BASE} ssrPath={withBase(paths.post.href(post.id))} ssrSearch="">
          <Route path={paths.post.path} component={PostRoute} />
        </Router>
      </QueryClientProvider>,
      { identifierPrefix: 'post-preview-' },
    )
    return await new Response(prelude).text()
  } finally {
    providePrerenderedData(null)
    disconnectSession()
    actor?.stop()
    disconnect()
    queryClient.clear()
  }
}

/** A made-up post and reader: every value unlike any other in the page, and unlike the other made-up post's. */
interface Sample {
  post: Post
  viewer: User
  avatar: string
  createdAt: string
  location: string
  tags: [string, string]
  /** The pictures of a post with several: so many that their count and a dot's number are found nowhere else. */
  images: number
}

const sample = (n: 'a' | 'b', k: number): Sample => {
  const text = (name: string) => `\uE002${name}-${n}\uE003`
  return {
    post: {
      id: 900_000_002 - k * 100_000_000,
      title: text('title'),
      content: text('content'),
      category: text('category'),
      tags: [],
      images: [{ url: text('image'), width: 4321 - k * 1111, height: 5678 - k * 1111 }],
      location: null,
      // The initial of the name drawn without a picture: one character, found nowhere else either.
      author: {
        id: 900_000_001 - k * 100_000_000,
        username: text('username'),
        displayName: `${'鬱黌'[k]}${text('name')}`,
        avatar: null,
      },
      likesCount: 81_234 - k * 11_111,
      commentsCount: 93_456 - k * 11_111,
      bookmarksCount: 72_345 - k * 11_111,
      isLiked: false,
      isBookmarked: false,
      viewCount: 0,
      createdAt: null,
      updatedAt: null,
    },
    viewer: {
      id: 900_000_003 - k * 100_000_000,
      username: text('viewer'),
      email: `${text('email')}@example.com`,
      displayName: text('viewer-name'),
      avatar: null,
      bio: '',
      location: null,
      website: null,
      gender: null,
      birthDate: null,
      age: null,
      verified: false,
      createdAt: null,
      updatedAt: null,
    },
    avatar: text('avatar'),
    createdAt: ['2001-02-03T04:05:06.000Z', '2002-04-06T08:10:12.000Z'][k]!,
    location: text('place'),
    tags: [text('tag'), text('tag2')],
    images: 1203 + k * 104,
  }
}

interface Variant {
  post: Post
  viewer: User | null
}

const images = (s: Sample, count: number): Post['images'] => [
  s.post.images[0]!,
  ...Array.from({ length: count - 1 }, (_, i) => ({ url: `${s.post.images[0]!.url}-${i}`, width: 800, height: 600 })),
]

/** The variant with each flag of previewFlags set (the base has none set). */
const FLAGS: Record<string, (v: Variant, s: Sample) => Variant> = {
  picture: (v, s) => ({ ...v, post: { ...v.post, author: { ...v.post.author, avatar: s.avatar } } }),
  'no-images': (v) => ({ ...v, post: { ...v.post, images: [] } }),
  'many-images': (v, s) => ({ ...v, post: { ...v.post, images: images(s, s.images) } }),
  tags: (v, s) => ({ ...v, post: { ...v.post, tags: [s.tags[0]] } }),
  time: (v, s) => ({ ...v, post: { ...v.post, createdAt: s.createdAt } }),
  place: (v, s) => ({ ...v, post: { ...v.post, location: s.location } }),
  'signed-in': (v, s) => ({ ...v, viewer: s.viewer }),
  liked: (v) => ({ ...v, post: { ...v.post, isLiked: true } }),
  bookmarked: (v) => ({ ...v, post: { ...v.post, isBookmarked: true } }),
}

/** Each list: the flag whose variant shows it, and that variant with one item more. */
const LISTS: Record<string, { flag: string; more: (v: Variant, s: Sample) => Variant }> = {
  tags: { flag: 'tags', more: (v, s) => ({ ...v, post: { ...v.post, tags: [...s.tags] } }) },
  dots: { flag: 'many-images', more: (v, s) => ({ ...v, post: { ...v.post, images: images(s, s.images + 1) } }) },
}

export type RenderPostPage = (post: Post, viewer: User | null) => Promise<string>

/** What to find in a render: each value of the made-up post, as a slot (the longest first, so a name before its initial). */
function slotsOf(values: Record<string, string | null>): Array<[string, string]> {
  return (
    Object.entries(values)
      // A value too short to be found nowhere else (the count of a single picture) is not looked for.
      .filter(
        (entry): entry is [string, string] =>
          entry[1] !== null && (entry[1].length >= 4 || /[^\x20-\x7e]/.test(entry[1])),
      )
      .sort(([, a], [, b]) => b.length - a.length)
  )
}

function fillSlots(root: Node, values: Record<string, string | null>): void {
  const slots = slotsOf(values)
  const put = (text: string) => slots.reduce((out, [key, value]) => out.split(value).join(slotToken(key)), text)
  const walker = root.ownerDocument!.createTreeWalker(root, 0x1 | 0x4)
  for (let node: Node | null = root; node; node = walker.nextNode()) {
    if (node.nodeType === 3) (node as Text).data = put((node as Text).data)
    else if (node.nodeType === 1)
      for (const attr of [...(node as Element).attributes]) (node as Element).setAttribute(attr.name, put(attr.value))
  }
}

interface Site {
  parent: Element
  /** The node after the site (null: the parent's end). */
  before: Node | null
  removed: Node[]
  inserted: Node[]
}

const keyOf = (node: Node): string =>
  node.nodeType === 1 ? (node as Element).outerHTML : `${node.nodeType}:${node.textContent ?? ''}`

const sameElement = (a: Node, b: Node): boolean =>
  a.nodeType === 1 &&
  b.nodeType === 1 &&
  (a as Element).tagName === (b as Element).tagName &&
  (a as Element).attributes.length === (b as Element).attributes.length &&
  [...(a as Element).attributes].every((attr) => (b as Element).getAttribute(attr.name) === attr.value)

/** Where `b` differs from `a`: the runs of children of an element one has and the other not (its children aligned by their longest common run). */
function differences(a: Element, b: Element, out: Site[] = []): Site[] {
  const as = [...a.childNodes]
  const bs = [...b.childNodes]
  const ka = as.map(keyOf)
  const kb = bs.map(keyOf)
  const common = Array.from({ length: as.length + 1 }, () => new Array<number>(bs.length + 1).fill(0))
  for (let i = as.length - 1; i >= 0; i--)
    for (let j = bs.length - 1; j >= 0; j--)
      common[i]![j] = ka[i] === kb[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!)
  let removed: Node[] = []
  let inserted: Node[] = []
  const flush = (before: Node | null) => {
    // Elements side by side that differ inside only: where inside.
    if (removed.length === inserted.length && removed.every((node, k) => sameElement(node, inserted[k]!)))
      removed.forEach((node, k) => differences(node as Element, inserted[k] as Element, out))
    else if (removed.length || inserted.length) out.push({ parent: a, before, removed, inserted })
    removed = []
    inserted = []
  }
  let i = 0
  let j = 0
  while (i < as.length || j < bs.length) {
    if (i < as.length && j < bs.length && ka[i] === kb[j]) {
      flush(as[i]!)
      i++
      j++
    } else if (j >= bs.length || (i < as.length && common[i + 1]![j]! >= common[i]![j + 1]!)) removed.push(as[i++]!)
    else inserted.push(bs[j++]!)
  }
  flush(null)
  return out
}

/** The gallery's blurred fill: the app's page alone draws it. */
export const BLURRED_FILL = '[aria-roledescription="carousel"] > img[aria-hidden="true"]'

function parsed(doc: Document, html: string): Element {
  const box = doc.createElement('div')
  box.innerHTML = html
  const main = box.querySelector('main')
  if (!main) throw new Error('post preview: the post route rendered no <main>')
  // Drawing a 40 px blur over the gallery held the frame with the title back by ~100 ms on a CPU rasteriser, and on a
  // phone the picture fills the gallery anyway.
  main.querySelectorAll(BLURRED_FILL).forEach((fill) => fill.remove())
  // React's marks for its own hydration (the text nodes' seams, the suspense boundaries): the page is never hydrated.
  const comments = doc.createTreeWalker(main, 0x80)
  const marks: Node[] = []
  while (comments.nextNode()) marks.push(comments.currentNode)
  marks.forEach((mark) => mark.parentNode!.removeChild(mark))
  main.normalize()
  return main
}

function templateOf(doc: Document, attribute: string, value: string, nodes: Node[]): HTMLTemplateElement {
  const template = doc.createElement('template')
  template.setAttribute(attribute, value)
  template.content.append(...nodes)
  return template
}

/** The template of one made-up post: the page's <main> with its slots, its parts for each flag and its lists' items. */
async function templateFor(s: Sample, render: RenderPostPage, doc: Document): Promise<string> {
  const now = () => new Date()
  const base: Variant = { post: s.post, viewer: null }
  const page = async (v: Variant) => parsed(doc, await render(v.post, v.viewer))
  const main = await page(base)
  fillSlots(main, previewValues(base.post, now()))
  const flags = Object.keys(previewFlags(base.post, false))
  if (flags.join() !== Object.keys(FLAGS).join() || Object.values(previewFlags(base.post, false)).some(Boolean))
    throw new Error('post preview: the made-up variants are not those of previewFlags')
  if (Object.keys(previewLists(base.post)).join() !== Object.keys(LISTS).join())
    throw new Error('post preview: the made-up lists are not those of previewLists')

  // Every difference is found against the base as rendered, then the base is changed.
  const groups: Array<{ site: Site; parts: Array<[string, Node[]]> }> = []
  for (const flag of flags) {
    const variant = FLAGS[flag]!(base, s)
    const set = previewFlags(variant.post, !!variant.viewer)
    if (Object.entries(set).some(([name, on]) => on !== (name === flag)))
      throw new Error(`post preview: the variant for ${flag} sets other flags`)
    const shown = await page(variant)
    for (const [list, { flag: listFlag, more }] of Object.entries(LISTS)) {
      if (listFlag !== flag) continue
      const further = more(variant, s)
      const added = differences(shown, await page(further)).filter(
        (site) => !site.removed.length && site.inserted.length === 1 && site.inserted[0]!.nodeType === 1,
      )
      if (added.length !== 1) throw new Error(`post preview: ${list}: no one item added with one more`)
      const { parent, inserted } = added[0]!
      // The list keeps its first item; the others are the template's, filled for each further item.
      ;[...parent.children].slice(1).forEach((item) => item.remove())
      const itemValues = previewLists(further.post)[list]!.at(-1)!
      fillSlots(inserted[0]!, itemValues)
      parent.append(templateOf(doc, 'data-each', list, inserted))
    }
    fillSlots(shown, previewValues(variant.post, now()))
    for (const site of differences(main, shown)) {
      const same = site.removed.length ? groups.find((group) => group.site.removed[0] === site.removed[0]) : undefined
      if (same && same.site.removed.length === site.removed.length) same.parts.push([flag, site.inserted])
      else groups.push({ site, parts: [[flag, site.inserted]] })
    }
  }
  for (const { site, parts } of groups) {
    const at = site.removed[0] ?? site.before
    const place = (template: HTMLTemplateElement) =>
      site.parent.insertBefore(template, at && at.parentNode === site.parent ? at : null)
    for (const [flag, nodes] of parts) if (nodes.length) place(templateOf(doc, 'data-if', flag, nodes))
    // What the page shows without any of the flags, in its place.
    if (site.removed.length)
      place(templateOf(doc, 'data-if', parts.map(([flag]) => `!${flag}`).join(' '), [])).content.append(...site.removed)
  }
  return main.outerHTML
}

/**
 * The template of the post page for the post drawn at a tap (first-screen/post-preview.ts), from the post route's
 * render (`render`, renderPostPage by default), in `doc` (the build's DOM).
 */
export async function postPreviewTemplate(doc: Document, render: RenderPostPage = renderPostPage): Promise<string> {
  const [a, b] = [await templateFor(sample('a', 0), render, doc), await templateFor(sample('b', 1), render, doc)]
  if (a !== b) {
    let at = 0
    while (a[at] === b[at]) at++
    throw new Error(
      `post preview: the page shows a value of the post that is not a slot (src/features/post/model/post-page-slots.ts), near ${JSON.stringify(a.slice(Math.max(0, at - 120), at + 80))}`,
    )
  }
  return a
}
