import { FEED_TABS } from '@/schemas/category.schema'

/** R2.20: 推荐 plus seven categories; none is active while search text is present. */
export function CategoryTabs({
  active,
  searching,
  onSelect,
}: {
  active: string | null
  searching: boolean
  onSelect: (category: string | null) => void
}) {
  return (
    <nav aria-label="分类" className="sticky top-16 z-30 bg-bg -mx-3 sm:-mx-6 px-3 sm:px-6">
      <ul className="flex gap-1 overflow-x-auto py-3 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
        {FEED_TABS.map((tab) => {
          const selected = !searching && tab.category === active
          return (
            <li key={tab.id}>
              <button
                type="button"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(tab.category)}
                className={`h-9 px-4 rounded-full text-sm whitespace-nowrap transition keyboard-ring ${
                  selected ? 'bg-fg text-bg font-semibold' : 'text-fg-muted hover:(bg-bg-soft text-fg)'
                }`}
              >
                {tab.label}
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
