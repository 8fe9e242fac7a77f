/** R2.33: the page's shape while the post loads. */
export function PostDetailSkeleton() {
  const bar = 'rounded-full bg-bg-soft'
  return (
    <div role="status" aria-label="正在加载笔记" className="grid md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] rounded-3xl overflow-hidden border border-line bg-bg-card">
      <div className="aspect-[3/4] md:aspect-auto md:min-h-[640px] bg-bg-soft animate-pulse" />
      <div className="p-6 space-y-4">
        <div className="flex items-center gap-3">
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
