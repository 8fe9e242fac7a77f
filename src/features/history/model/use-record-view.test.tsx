import { renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PostSummary } from '@/schemas/history.schema'
import { postSummary } from '@/test/posts'
import { historyEntries, setHistoryOwner } from './history-store'
import { useRecordView } from './use-record-view'

const post = postSummary

describe('useRecordView', () => {
  beforeEach(() => {
    localStorage.clear()
    setHistoryOwner(null)
  })

  it('R4.26 a visitor’s view is not recorded', () => {
    setHistoryOwner(1)
    renderHook(() => useRecordView(null, post(1)))
    expect(historyEntries.value).toEqual([])
  })

  it('R4.26 a signed-in view goes on top; the same post again replaces its entry; a refresh of it is not a new view', () => {
    setHistoryOwner(1)
    const { rerender } = renderHook(({ p }) => useRecordView(1, p), {
      initialProps: { p: post(1) as PostSummary | undefined },
    })
    rerender({ p: post(2) })
    expect(historyEntries.value.map((e) => e.id)).toEqual([2, 1])
    const viewedAt = historyEntries.value[0]!.viewedAt
    rerender({ p: post(2, 5) })
    expect(historyEntries.value[0]!.viewedAt).toBe(viewedAt)
    rerender({ p: undefined })
    rerender({ p: post(1) })
    expect(historyEntries.value.map((e) => e.id)).toEqual([1, 2])
  })
})
