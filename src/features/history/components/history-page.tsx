import { useState } from 'react'
import { Link } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { HistoryIcon } from '@/components/ui/icons-more'
import type { HistoryEntry } from '@/schemas/history.schema'
import {
  clearHistory,
  groupByDay,
  historyEntries,
  historyStats,
  removeFromHistory,
  setHistoryOwner,
} from '../model/history-store'

const time = (iso: string) => new Date(iso).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit' })

function HistoryCard({ entry, href, onRemove }: { entry: HistoryEntry; href: string; onRemove: () => void }) {
  const cover = entry.images[0]
  return (
    <article className="group relative rounded-2xl overflow-hidden bg-bg-card border border-line transition-shadow hover:shadow-[var(--shadow-card)]">
      <Link href={href} className="block keyboard-ring rounded-2xl" aria-label={entry.title}>
        <div className="relative aspect-[4/5] bg-bg-soft overflow-hidden">
          {cover ? (
            <img src={cover.url} alt="" loading="lazy" className="absolute inset-0 w-full h-full object-cover" />
          ) : (
            <div className="absolute inset-0 flex items-center justify-center p-3 text-center text-sm text-secondary-fg wrap-anywhere bg-secondary">
              {entry.title}
            </div>
          )}
          {/* Hover (and keyboard focus) shows when it was viewed. */}
          <span className="absolute left-2 bottom-2 rounded-full bg-black/55 text-white text-[11px] px-2 py-0.5 opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 transition">
            浏览于 {time(entry.viewedAt)}
          </span>
        </div>
        <h3 className="px-2.5 pt-2 text-sm font-medium leading-snug line-clamp-2 break-words">{entry.title}</h3>
      </Link>
      <div className="flex items-center gap-1.5 px-2.5 pt-1.5 pb-2.5 text-xs text-fg-muted">
        <Avatar src={entry.author.avatar} name={entry.author.displayName} size={18} />
        <span className="truncate">{entry.author.displayName}</span>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`从历史中移除 ${entry.title}`}
        className="absolute top-2 right-2 w-8 h-8 rounded-full bg-black/55 text-white flex items-center justify-center opacity-0 group-hover:opacity-100 focus:opacity-100 transition keyboard-ring"
      >
        ✕
      </button>
    </article>
  )
}

/** R1.9, R2.14 /history: cards grouped by 今天 / 昨天 / date with counts; remove one, clear all. */
export function HistoryPage({
  userId,
  postHref,
  homeHref,
}: {
  userId: number
  postHref: (id: number) => string
  homeHref: string
}) {
  setHistoryOwner(userId)
  const entries = historyEntries.value
  const [confirming, setConfirming] = useState(false)
  const stats = historyStats(entries)

  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<HistoryIcon size={34} />}
        title="还没有浏览记录"
        description="看过的笔记会出现在这里，方便你随时找回"
        action={
          <Link
            href={homeHref}
            className="text-sm font-medium underline underline-offset-4 decoration-primary decoration-2"
          >
            去发现好内容
          </Link>
        }
      />
    )
  }
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3 mb-5">
        <p className="text-sm text-fg-muted">
          共 {stats.total} 篇 · 今天 {stats.today} 篇 · 近7天 {stats.week} 篇
        </p>
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          清空历史
        </Button>
      </div>
      {groupByDay(entries).map((group) => (
        <section key={group.key} aria-label={group.label} className="mb-8">
          <h2 className="text-base font-semibold mb-3">
            {group.label} <span className="text-sm font-normal text-fg-soft">{group.items.length} 篇</span>
          </h2>
          <div className="grid grid-cols-2 sm:grid-cols-3 lg:grid-cols-5 gap-3 sm:gap-4">
            {group.items.map((entry) => (
              <HistoryCard
                key={entry.id}
                entry={entry}
                href={postHref(entry.id)}
                onRemove={() => removeFromHistory(userId, entry.id)}
              />
            ))}
          </div>
        </section>
      ))}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="清空浏览历史？"
        description="清空后无法恢复。"
        confirmLabel="清空"
        onConfirm={() => {
          clearHistory(userId)
          setConfirming(false)
        }}
      />
    </div>
  )
}
