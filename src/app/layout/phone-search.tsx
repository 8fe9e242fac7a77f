import { useState } from 'react'
import { SearchIcon } from '@/components/ui/icons'
import { SearchBox } from './search-box'

/**
 * The search on a phone's secondary screen, whose one bar has no room for the field: a tap opens the field over the
 * bar (focused, the keyboard up), 取消 or Escape closes it, a search goes to the home feed's results.
 */
export function PhoneSearch() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-label="搜索"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="w-10 h-10 rounded-full flex items-center justify-center text-fg hover:bg-bg-soft keyboard-ring"
      >
        <SearchIcon size={21} />
      </button>
      {open && (
        <div
          className="fixed inset-x-0 top-0 z-50 h-14 px-3 flex items-center gap-2 bg-bg border-b border-line"
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false)
          }}
        >
          <SearchBox autoFocus onSearched={() => setOpen(false)} />
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="shrink-0 h-10 px-2 text-[15px] text-fg-muted hover:text-fg rounded-full keyboard-ring"
          >
            取消
          </button>
        </div>
      )}
    </>
  )
}
