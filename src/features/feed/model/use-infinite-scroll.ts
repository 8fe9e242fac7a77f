import { useEffect, useRef } from 'react'
import { nearBottom, throttle } from './infinite-scroll'

/**
 * R4.25: checks the scroll position at most every 200 ms and asks for the next page within 200 px of
 * the bottom — only when there is more and no load is already running.
 */
export function useInfiniteScroll({ hasMore, loading, onLoadMore }: { hasMore: boolean; loading: boolean; onLoadMore: () => void }) {
  const state = useRef({ hasMore, loading, onLoadMore })
  state.current = { hasMore, loading, onLoadMore }
  useEffect(() => {
    const check = throttle(() => {
      const { hasMore: more, loading: busy, onLoadMore: load } = state.current
      if (!more || busy) return
      const position = { scrollY: window.scrollY, viewportHeight: window.innerHeight, documentHeight: document.documentElement.scrollHeight }
      if (nearBottom(position)) load()
    })
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check)
    check()
    return () => {
      check.cancel()
      window.removeEventListener('scroll', check)
      window.removeEventListener('resize', check)
    }
  }, [])
  // A short first page may not fill the screen: check again whenever a load finishes.
  useEffect(() => {
    if (loading || !hasMore) return
    if (nearBottom({ scrollY: window.scrollY, viewportHeight: window.innerHeight, documentHeight: document.documentElement.scrollHeight })) onLoadMore()
  }, [loading, hasMore, onLoadMore])
}
