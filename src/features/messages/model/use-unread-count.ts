import { useEffect, useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'
import { unreadCountQueryOptions } from '../api/get-unread-count'

/**
 * The unread total (header and phone-bar badges). Polled while the app is open; when it rises, the
 * conversations (and an open one) are fetched again so an incoming message shows up.
 */
export function useUnreadCount(viewerId: number | null): number {
  const queryClient = useQueryClient()
  const { data = 0 } = useQuery(unreadCountQueryOptions(viewerId))
  const before = useRef(data)
  useEffect(() => {
    if (data > before.current)
      void queryClient.invalidateQueries({
        queryKey: queryKeys.messages.all,
        predicate: (q) => q.queryKey[1] !== 'unread',
      })
    before.current = data
  }, [data, queryClient])
  return viewerId === null ? 0 : data
}
