import type { RuleScreen, RuleScreens } from '@/features/dev-console/model/rule-screens'
import { paths } from './paths'

// Where QA looks for a spec rule in the app: the rule browser of /test-api links each screen rule here. The spec's §2
// describes the screens subsection by subsection; other sections' screen rules (validation, errors, permissions) are
// listed by range. Addresses come from the route table; a route with an id gets one of the demo data's.

/** The demo user's own post (its author sees edit and delete), and another user with a conversation with the demo user. */
const SAMPLE_POST = 16
const SAMPLE_USER = 32

const SCREENS = {
  home: { label: '首页', href: paths.home.href() },
  login: { label: '登录', href: paths.login.href() },
  register: { label: '注册', href: paths.register.href() },
  profile: { label: '我的主页', href: paths.profile.href() },
  profileEdit: { label: '编辑资料', href: paths.profileEdit.href() },
  user: { label: '用户主页（示例用户）', href: paths.user.href(SAMPLE_USER) },
  userFollowers: { label: '关注者列表（示例用户）', href: paths.userFollowers.href(SAMPLE_USER) },
  following: { label: '我的关注', href: paths.following.href() },
  create: { label: '发布笔记', href: paths.create.href() },
  editPost: { label: '编辑笔记（示例帖子）', href: paths.editPost.href(SAMPLE_POST) },
  post: { label: '帖子详情（示例帖子）', href: paths.post.href(SAMPLE_POST) },
  saved: { label: '我的收藏', href: paths.saved.href() },
  messages: { label: '消息', href: paths.messages.href() },
  conversation: { label: '对话（示例用户）', href: paths.conversation.href(SAMPLE_USER) },
  history: { label: '浏览历史', href: paths.history.href() },
  settings: { label: '设置', href: paths.settings.href() },
  themeSettings: { label: '主题设置', href: paths.themeSettings.href() },
  privacy: { label: '隐私政策', href: paths.privacy.href() },
  help: { label: '帮助中心', href: paths.help.href() },
  about: { label: '关于', href: paths.about.href() },
  testApi: { label: '开发者工具', href: paths.testApi.href() },
  // R2.17: any path the route table lacks.
  notFound: { label: '404 页', href: '/no-such-page' },
} satisfies Record<string, Omit<RuleScreen, 'key'>>

type ScreenKey = keyof typeof SCREENS

/** [first rule, last rule, screen]: the ranges follow docs/spec.md's order. */
const RANGES: readonly [string, string, ScreenKey][] = [
  // §1: what users can do, each on its screen.
  ['R1.2', 'R1.2', 'login'],
  ['R1.3', 'R1.3', 'home'],
  ['R1.4', 'R1.4', 'create'],
  ['R1.5', 'R1.5', 'post'],
  ['R1.6', 'R1.6', 'user'],
  ['R1.7', 'R1.7', 'conversation'],
  ['R1.8', 'R1.8', 'profileEdit'],
  ['R1.9', 'R1.9', 'history'],
  ['R1.10', 'R1.10', 'themeSettings'],
  ['R1.11', 'R1.11', 'about'],
  // §2 route table, one route each.
  ['R2.1', 'R2.1', 'home'],
  ['R2.2', 'R2.2', 'login'],
  ['R2.3', 'R2.3', 'register'],
  ['R2.4', 'R2.4', 'profile'],
  ['R2.5', 'R2.5', 'profileEdit'],
  ['R2.6', 'R2.6', 'user'],
  ['R2.7', 'R2.7', 'userFollowers'],
  ['R2.8', 'R2.8', 'following'],
  ['R2.9', 'R2.9', 'create'],
  ['R2.10', 'R2.10', 'editPost'],
  ['R2.11', 'R2.11', 'post'],
  ['R2.12', 'R2.12', 'saved'],
  ['R2.13', 'R2.13', 'messages'],
  ['R2.14', 'R2.14', 'history'],
  ['R2.15', 'R2.15', 'settings'],
  ['R2.16', 'R2.16', 'testApi'],
  ['R2.17', 'R2.17', 'notFound'],
  // §2 subsections: home feed, post detail, the post dialog (opened from the saved page), own profile, another
  // user's profile, edit profile, create/edit post, messages, settings, static pages, login and register.
  ['R2.18', 'R2.28', 'home'],
  ['R2.29', 'R2.38', 'post'],
  ['R2.39', 'R2.41', 'saved'],
  ['R2.42', 'R2.47', 'profile'],
  ['R2.48', 'R2.52', 'user'],
  ['R2.53', 'R2.56', 'profileEdit'],
  ['R2.57', 'R2.58', 'create'],
  ['R2.59', 'R2.61', 'messages'],
  ['R2.62', 'R2.62', 'conversation'],
  ['R2.63', 'R2.69', 'settings'],
  ['R2.70', 'R2.70', 'privacy'],
  ['R2.71', 'R2.71', 'help'],
  ['R2.72', 'R2.72', 'login'],
  ['R2.73', 'R2.73', 'register'],
  ['R2.74', 'R2.74', 'login'],
  // Shared UI (error pages, skeletons, empty states, the offline banner, load more): seen first on the home feed.
  ['R2.75', 'R2.80', 'home'],
  // §4 states: pending buttons, follow, sending a message, deleting and publishing a post, saving the profile.
  ['R4.11', 'R4.11', 'post'],
  ['R4.16', 'R4.19', 'user'],
  ['R4.29', 'R4.29', 'conversation'],
  ['R4.30', 'R4.30', 'post'],
  ['R4.31', 'R4.32', 'create'],
  ['R4.33', 'R4.33', 'profileEdit'],
  // §5 validation: register and login, comments, the post dialog, publishing, the profile, likes, messages.
  ['R5.1', 'R5.6', 'register'],
  ['R5.8', 'R5.8', 'login'],
  ['R5.9', 'R5.11', 'post'],
  ['R5.12', 'R5.12', 'saved'],
  ['R5.13', 'R5.17', 'create'],
  ['R5.18', 'R5.22', 'profileEdit'],
  ['R5.23', 'R5.23', 'post'],
  ['R5.26', 'R5.26', 'conversation'],
  // §6 roles: the two states, what visitors and users may do, the author's menu, the administrator quick-fill.
  ['R6.1', 'R6.1', 'home'],
  ['R6.2', 'R6.2', 'post'],
  ['R6.3', 'R6.3', 'home'],
  ['R6.4', 'R6.4', 'post'],
  ['R6.6', 'R6.6', 'login'],
  // §8 messages shown: login, registration, comments, bookmarks, messages, posts, reports, avatar, publish, profile,
  // follow, a missing user, success toasts.
  ['R8.14', 'R8.14', 'login'],
  ['R8.15', 'R8.15', 'register'],
  ['R8.16', 'R8.24', 'post'],
  ['R8.25', 'R8.25', 'saved'],
  ['R8.26', 'R8.26', 'messages'],
  ['R8.27', 'R8.28', 'post'],
  ['R8.29', 'R8.29', 'profileEdit'],
  ['R8.30', 'R8.30', 'create'],
  ['R8.31', 'R8.31', 'profileEdit'],
  ['R8.32', 'R8.33', 'user'],
  ['R8.34', 'R8.34', 'login'],
  // §9: the follow button's debounce.
  ['R9.30', 'R9.30', 'user'],
]

const parse = (id: string) => id.slice(1).split('.').map(Number) as [number, number]

function screenKeyOf(id: string): ScreenKey | null {
  const [section, n] = parse(id)
  for (const [first, last, key] of RANGES) {
    const [s1, n1] = parse(first)
    const [, n2] = parse(last)
    if (section === s1 && n >= n1 && n <= n2) return key
  }
  return null
}

const screens = Object.fromEntries(Object.entries(SCREENS).map(([key, s]) => [key, { key, ...s }])) as Record<
  ScreenKey,
  RuleScreen
>
const listed = [...new Set(RANGES.map(([, , key]) => key))]

export const ruleScreens: RuleScreens = {
  of: (id) => {
    const key = screenKeyOf(id)
    return key ? screens[key] : null
  },
  all: (Object.keys(SCREENS) as ScreenKey[]).filter((k) => listed.includes(k)).map((k) => screens[k]),
}
