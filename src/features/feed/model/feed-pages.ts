import type { Pagination } from '@/schemas/envelope.schema'

/** R4.24: hasNext when the server says; otherwise a full page means there may be more. */
export function hasMoreAfter(pagination: Pick<Pagination, 'hasNext'> | undefined, received: number, pageSize: number): boolean {
  if (pagination && typeof pagination.hasNext === 'boolean') return pagination.hasNext
  return received >= pageSize
}

/** R4.23: pages appended in order, an id seen on an earlier page is not shown twice. */
export function mergePages<T extends { id: number }>(pages: readonly { items: readonly T[] }[]): T[] {
  const seen = new Set<number>()
  const out: T[] = []
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue
      seen.add(item.id)
      out.push(item)
    }
  }
  return out
}

/** R2.26: more than 10 posts earns the celebratory ending. */
export const endOfListMessage = (loaded: number) => (loaded > 10 ? '🎉 太棒了，你已经看完所有笔记啦！' : '没有更多内容了')
