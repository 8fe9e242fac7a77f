// R3.16: the local-storage keys the client owns. Named once so the auth machine, API client,
// theme and history never disagree, and logout can clear exactly these.
export const STORAGE_KEYS = {
  accessToken: 'lemon.accessToken',
  refreshToken: 'lemon.refreshToken',
  cachedUser: 'lemon.user',
  themeColor: 'lemon.themeColor',
  themeMode: 'lemon.themeMode',
  history: 'lemon.history',
  globalState: 'lemon.globalState',
  feedSnapshot: 'lemon.feedSnapshot',
  homeSnapshot: 'lemon.homeSnapshot',
  /** R7.40: the client error log (src/services/error-log.ts). */
  errorLog: 'lemon.errorLog',
  /** 设置 › 离线使用 (src/services/offline-preference.ts): a choice of this device, kept across sign-outs. */
  keepOffline: 'lemon.keepOffline',
  /** 开发者工具 › 实时状态机: the launcher on every screen (src/features/dev-console), a choice of this browser. */
  liveMachines: 'lemon.liveMachines',
} as const
