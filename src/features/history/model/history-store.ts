import { signal } from '@preact/signals-react'
import * as v from 'valibot'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import {
  HISTORY_CAP,
  HistoryListSchema,
  toHistoryEntry,
  type HistoryEntry,
  type PostSummary,
} from '@/schemas/history.schema'

// R1.9/R4.26: the local browsing history, one list per signed-in user (a shared device must not show
// one person's history to another), newest first, at most 100 entries (R9.35).

const keyFor = (userId: number) => `${STORAGE_KEYS.history}.${userId}`

let currentUser: number | null = null
export const historyEntries = signal<HistoryEntry[]>([])

function read(userId: number): HistoryEntry[] {
  try {
    const parsed = v.safeParse(HistoryListSchema, JSON.parse(localStorage.getItem(keyFor(userId)) ?? '[]'))
    return parsed.success ? parsed.output : []
  } catch {
    return []
  }
}

function write(userId: number, entries: HistoryEntry[]) {
  historyEntries.value = entries
  try {
    localStorage.setItem(keyFor(userId), JSON.stringify(entries))
  } catch {
    /* storage full: the list still works for this visit */
  }
}

/** Switches the list to this user's (null when signed out), and follows changes made in other tabs. */
export function setHistoryOwner(userId: number | null) {
  if (currentUser === userId) return
  currentUser = userId
  historyEntries.value = userId === null ? [] : read(userId)
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (currentUser !== null && e.key === keyFor(currentUser)) historyEntries.value = read(currentUser)
  })
}

/** R4.26: the viewed post goes on top, an earlier entry for it is replaced, the oldest beyond the cap drop. */
export function addToHistory(entries: readonly HistoryEntry[], post: PostSummary, now = new Date()): HistoryEntry[] {
  return [toHistoryEntry(post, now), ...entries.filter((e) => e.id !== post.id)].slice(0, HISTORY_CAP)
}

export function recordView(userId: number, post: PostSummary, now = new Date()) {
  write(userId, addToHistory(read(userId), post, now))
}

export function removeFromHistory(userId: number, postId: number) {
  write(
    userId,
    read(userId).filter((e) => e.id !== postId),
  )
}

export function clearHistory(userId: number) {
  write(userId, [])
}

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`

/** Groups newest first under 今天 / 昨天 / a date, each with its count. */
export function groupByDay(entries: readonly HistoryEntry[], now = new Date()) {
  const today = dayKey(now)
  const yesterday = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1))
  const groups: { key: string; label: string; items: HistoryEntry[] }[] = []
  for (const entry of entries) {
    const d = new Date(entry.viewedAt)
    const key = dayKey(d)
    const label =
      key === today
        ? '今天'
        : key === yesterday
          ? '昨天'
          : d.getFullYear() === now.getFullYear()
            ? `${d.getMonth() + 1}月${d.getDate()}日`
            : `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日`
    const last = groups.at(-1)
    if (last?.key === key) last.items.push(entry)
    else groups.push({ key, label, items: [entry] })
  }
  return groups
}

/** R9.35: total, today and the last 7 days. */
export function historyStats(entries: readonly HistoryEntry[], now = new Date()) {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()
  const weekAgo = startOfToday - 6 * 86_400_000
  let today = 0
  let week = 0
  for (const e of entries) {
    const t = new Date(e.viewedAt).getTime()
    if (t >= startOfToday) today++
    if (t >= weekAgo) week++
  }
  return { total: entries.length, today, week }
}
