const HEIGHTS = [260, 200, 300, 230, 280, 210]

/** R2.22, R2.76: six placeholders in the masonry shape while the first page loads. */
export function PostListSkeleton({ lanes }: { lanes: number }) {
  const columns = Array.from({ length: lanes }, (_, lane) => HEIGHTS.filter((_, i) => i % lanes === lane))
  return (
    <div
      role="status"
      aria-label="正在加载笔记"
      className="grid gap-3 sm:gap-4"
      style={{ gridTemplateColumns: `repeat(${lanes}, minmax(0, 1fr))` }}
    >
      {columns.map((col, lane) => (
        <div key={lane} className="flex flex-col gap-3 sm:gap-4">
          {col.map((h, i) => (
            <div key={i} data-testid="post-skeleton" className="rounded-2xl overflow-hidden">
              <div className="relative overflow-hidden rounded-2xl bg-bg-soft" style={{ height: h }}>
                <div className="absolute inset-0 -translate-x-full animate-[lemon-shimmer_1.4s_infinite] bg-[linear-gradient(90deg,transparent,rgba(255,255,255,0.35),transparent)] dark:bg-[linear-gradient(90deg,transparent,rgba(255,255,255,0.06),transparent)]" />
              </div>
              <div className="mt-2.5 mx-1 h-3.5 rounded-full bg-bg-soft w-4/5" />
              <div className="mt-2 mx-1 mb-2 flex items-center gap-2">
                <div className="w-5 h-5 rounded-full bg-bg-soft" />
                <div className="h-3 rounded-full bg-bg-soft w-1/3" />
              </div>
            </div>
          ))}
        </div>
      ))}
    </div>
  )
}
