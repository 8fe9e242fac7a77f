import type { FirstScreenState } from './snapshot'

/** The post a link kept from the restored screen opens (`/post/12`, under the build's base), or null. */
export function tappedPostId(state: Pick<FirstScreenState, 'tap' | 'base'> | undefined): number | null {
  const tap = state?.tap
  const base = (state?.base ?? '/').replace(/\/+$/, '')
  if (!tap?.startsWith(`${base}/`)) return null
  const id = /^\/post\/(\d+)$/.exec(tap.slice(base.length).replace(/[?#].*$/, ''))?.[1]
  return id ? Number(id) : null
}
