import type { ReactNode } from 'react'
import type { PostViewVariant } from './post-view'

// The same places as the loaded post (post-view.tsx), on the page and in the dialog, phone and desktop.
const FRAME = {
  page: 'flex flex-col md:grid md:grid-cols-[minmax(0,1.25fr)_minmax(340px,1fr)] md:h-[min(calc(100dvh-9rem),820px)] md:min-h-[520px] sm:rounded-3xl sm:overflow-clip sm:border border-line bg-bg-card',
  dialog: 'h-full flex flex-col md:(grid grid-cols-[minmax(0,1fr)_minmax(360px,420px)])',
} satisfies Record<PostViewVariant, string>
const PICTURE = { page: 'max-h-[75vh]', dialog: 'max-h-[72dvh]' } satisfies Record<PostViewVariant, string>

/** R2.33: the post's shape while it loads. `title` names the dialog while it waits. */
export function PostViewSkeleton({ variant = 'page', title }: { variant?: PostViewVariant; title?: ReactNode }) {
  const bar = 'rounded-full bg-bg-soft'
  return (
    <div role="status" aria-label="正在加载笔记" className={FRAME[variant]}>
      {title}
      <div className="flex items-center gap-3 px-4 py-2.5 md:hidden">
        <div className="w-9 h-9 rounded-full bg-bg-soft" />
        <div className={`${bar} h-4 w-28`} />
      </div>
      <div className={`aspect-[3/4] md:(aspect-auto max-h-none h-full) bg-bg-soft animate-pulse ${PICTURE[variant]}`} />
      <div className="p-4 md:p-6 space-y-4">
        <div className="hidden md:flex items-center gap-3">
          <div className="w-10 h-10 rounded-full bg-bg-soft" />
          <div className={`${bar} h-4 w-32`} />
        </div>
        <div className={`${bar} h-6 w-3/4`} />
        <div className={`${bar} h-4 w-full`} />
        <div className={`${bar} h-4 w-5/6`} />
        <div className={`${bar} h-4 w-2/3`} />
      </div>
    </div>
  )
}
