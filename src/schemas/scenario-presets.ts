import type { ScenarioInput } from './scenario.schema'

// The QA scenarios every build offers (/test-api › 测试场景, or a link: /test-api?scenario=flaky-network). Each sets
// every part a scenario has: a scenario that leaves the data or the account alone says `keep`; the fault rules and
// the storage limit are always replaced (none: a normal network, no limit). Checked against ScenarioSchema by
// src/schemas/scenario.schema.test.ts, and applied for real by mock-server/services/scenario-apply.test.ts.

/** The storage 存储空间将满 leaves: about 150 likes (≈ 110 bytes each) or 15 comments (≈ 1 KB); a photo seldom fits. */
export const ALMOST_FULL_HEADROOM_BYTES = 16 * 1024
export const FLAKY_RATE = 0.3
export const SLOW_LATENCY_MS = 3_000
export const HEAVY_POSTS = 3_000
export const HEAVY_MESSAGES = 5_000

export const SCENARIO_PRESETS = [
  {
    id: 'new-user',
    name: '新注册用户',
    description: '演示数据的初始状态，以一个刚注册的账号登录：没有帖子、关注、点赞、收藏和消息（密码 lemon1234）。',
    data: { kind: 'seed' },
    account: { kind: 'new-user' },
  },
  {
    id: 'demo',
    name: '演示账号',
    description: '演示数据的初始状态，以演示账号「柠檬小主」（demo@example.com）登录。',
    data: { kind: 'seed' },
    account: { kind: 'user', username: 'demo' },
  },
  {
    id: 'heavy-user',
    name: '重度用户',
    description: `演示数据加上一个有 ${HEAVY_POSTS} 篇帖子、${HEAVY_MESSAGES} 条消息（与 40 人的对话）的账号，并以它登录（heavy@example.com / heavy1234）。`,
    data: { kind: 'heavy-user', posts: HEAVY_POSTS, messages: HEAVY_MESSAGES },
    account: { kind: 'user', username: 'heavy' },
  },
  {
    id: 'flaky-network',
    name: '网络不稳定',
    description: `约 ${FLAKY_RATE * 100}% 的接口请求返回 503（服务暂时不可用）。数据和登录保持不变。`,
    data: { kind: 'keep' },
    account: { kind: 'keep' },
    faults: [{ method: '*', path: '/api/*', status: 503, rate: FLAKY_RATE }],
  },
  {
    id: 'slow-network',
    name: '慢速网络',
    description: `每个接口请求都延迟 ${SLOW_LATENCY_MS / 1000} 秒。数据和登录保持不变。`,
    data: { kind: 'keep' },
    account: { kind: 'keep' },
    faults: [{ method: '*', path: '/api/*', latencyMs: SLOW_LATENCY_MS }],
  },
  {
    id: 'expired-session',
    name: '登录已过期',
    description: '以演示账号登录，但访问令牌已经过期：下一个请求收到 401，刷新一次令牌后自动重试。数据保持不变。',
    data: { kind: 'keep' },
    account: { kind: 'user', username: 'demo', accessExpired: true },
  },
  {
    id: 'storage-almost-full',
    name: '存储空间将满',
    description: `模拟后端的存储只剩 ${ALMOST_FULL_HEADROOM_BYTES / 1024} KB：还能点赞约 150 次或发约 15 条评论，一张照片通常就放不下；放不下的写入返回 507。数据和登录保持不变。`,
    data: { kind: 'keep' },
    account: { kind: 'keep' },
    storage: { headroomBytes: ALMOST_FULL_HEADROOM_BYTES },
  },
] as const satisfies readonly ScenarioInput[]

export type ScenarioPresetId = (typeof SCENARIO_PRESETS)[number]['id']

export const scenarioPreset = (id: string): ScenarioInput | undefined => SCENARIO_PRESETS.find((p) => p.id === id)
