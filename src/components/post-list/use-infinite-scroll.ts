import { useEffect, useRef } from 'react'
import { nearBottom, throttle } from './infinite-scroll'

/**
 * Runs `read` after the next frame has been laid out and painted, so reading the page height costs
 * nothing — read inside a commit or a scroll handler it would force a synchronous layout (a long task).
 */
function afterNextPaint(read: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(read, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

const position = () => ({
  scrollY: window.scrollY,
  viewportHeight: window.innerHeight,
  documentHeight: document.documentElement.scrollHeight,
})

/**
 * R4.25: checks the scroll position at most every 200 ms and asks for the next page within 200 px of
 * the bottom — only when there is more and no load is already running.
 */
export function useInfiniteScroll({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean
  loading: boolean
  onLoadMore: () => void
}) {
  const state = useRef({ hasMore, loading, onLoadMore })
  state.current = { hasMore, loading, onLoadMore }
  // Reads the latest props, so the listeners below never need re-binding.
  const loadIfNearBottom = useRef(() => {
    const { hasMore: more, loading: busy, onLoadMore: load } = state.current
    if (!more || busy || !nearBottom(position())) return
    // Two checks can run before the parent renders with loading: true; the second must not ask again.
    state.current.loading = true
    load()
  }).current
  useEffect(() => {
    let cancelRead = () => {}
    const check = throttle(() => {
      cancelRead()
      cancelRead = afterNextPaint(loadIfNearBottom)
    })
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check)
    check()
    return () => {
      check.cancel()
      cancelRead()
      window.removeEventListener('scroll', check)
      window.removeEventListener('resize', check)
    }
  }, [loadIfNearBottom])
  // A short first page may not fill the screen: check again whenever a load finishes.
  useEffect(() => {
    if (loading || !hasMore) return
    return afterNextPaint(loadIfNearBottom)
  }, [loading, hasMore, loadIfNearBottom])
}
