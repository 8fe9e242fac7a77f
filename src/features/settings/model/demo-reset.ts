import { useEffect, useState } from 'react'
import { getMockHandle, whenMockHandle, withMockHandle } from '@/services/mock-handle'

/** The texts of 重置演示数据 (settings › 演示数据). */
export const DEMO_RESET_TEXT = {
  group: '演示数据',
  row: '重置演示数据',
  hint: '恢复初始数据，所有标签页需重新登录',
  title: '重置演示数据？',
  description: '将恢复初始演示数据，并在所有标签页退出登录。你发布的内容、点赞、评论和消息都会被清除。',
  confirm: '重置',
  done: '演示数据已重置',
  doneDetail: '已在所有标签页退出登录，可用演示账号重新登录',
  failed: '重置失败',
} as const

/** The texts of 离线使用 (settings › 演示数据). */
export const KEEP_OFFLINE_TEXT = {
  label: '离线使用',
  hint: '提前保存应用和全部演示图片（约 5 MB），断网也能浏览；关闭后只保留看过的内容',
  ready: '已可离线使用',
} as const

/** Whether the bundled mock backend runs in this page: the demo controls exist only then. */
export function useMockBackendOn(): boolean {
  const [on, setOn] = useState(() => getMockHandle() !== null)
  useEffect(() => {
    if (on) return
    let live = true
    void whenMockHandle().then((handle) => {
      if (live) setOn(handle !== null)
    })
    return () => {
      live = false
    }
  }, [on])
  return on
}

/** 离线使用 turned on: the whole app is kept now, not on the next visit. */
export async function keepAppOffline(): Promise<void> {
  await withMockHandle((handle) => handle.offlineReady())
}

/** The mock's data back to the seed (every tab's copy follows), then the session ends here and in every tab. */
export async function resetDemoData(signOutEverywhere: () => void): Promise<void> {
  await withMockHandle((handle) => handle.resetData())
  signOutEverywhere()
}
