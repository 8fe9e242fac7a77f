import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSameItems } from './use-same-items'

const post = (id: number, likes = 0) => ({ id, title: `第${id}篇`, author: { id: 1, nickname: '叶子' }, likes })

describe('useSameItems', () => {
  it('keeps the last render’s objects for equal items (the live answer replacing the build’s page), new ones for changed items', () => {
    const first = [post(1), post(2), post(3)]
    const { result, rerender } = renderHook(({ items }) => useSameItems(items), { initialProps: { items: first } })
    expect(result.current).toBe(first)

    rerender({ items: [post(1), post(2), post(3)] })
    expect(result.current).toBe(first)

    const changed = [post(1), post(2, 5), post(3), post(4)]
    rerender({ items: changed })
    expect(result.current[0]).toBe(first[0])
    expect(result.current[1]).not.toBe(first[1])
    expect(result.current[1]).toEqual(post(2, 5))
    expect(result.current[2]).toBe(first[2])
    expect(result.current[3]).toBe(changed[3])
  })
})
