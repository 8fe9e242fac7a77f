/** R2.33: the page's shape while the post loads (the same places as the loaded post, phone and desktop). */
export function PostDetailSkeleton() {
  const bar = 'rounded-full bg-bg-soft'
  return (
    <div
      role="status"
      aria-label="正在加载笔记"
      className="flex flex-col md:grid md:grid-cols-[minmax(0,1.25fr)_minmax(340px,1fr)] md:h-[min(calc(100dvh-9rem),820px)] md:min-h-[520px] sm:rounded-3xl sm:overflow-clip sm:border border-line bg-bg-card"
    >
      <div className="flex items-center gap-3 px-4 py-2.5 md:hidden">
        <div className="w-9 h-9 rounded-full bg-bg-soft" />
        <div className={`${bar} h-4 w-28`} />
      </div>
      <div className="aspect-[3/4] max-h-[75vh] md:(aspect-auto max-h-none h-full) bg-bg-soft animate-pulse" />
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
