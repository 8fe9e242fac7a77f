import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useLocation, useSearch } from 'wouter'
import { SearchIcon } from '@/components/ui/icons'
import { charCap } from '@/lib/char-cap'

/** The search rule's limit (POST_SEARCH_MAX in the post schema, kept out of the shell's first chunk), in characters. */
const SEARCH_MAX = 100

/** The search field: its words go to the home feed's search (`/?q=`). The header's, and the phone bar's when opened. */
export function SearchBox({ autoFocus = false, onSearched }: { autoFocus?: boolean; onSearched?: () => void }) {
  const search = useSearch()
  const [, navigate] = useLocation()
  const current = new URLSearchParams(search).get('q') ?? ''
  const [text, setText] = useState(current)
  const input = useRef<HTMLInputElement>(null)
  // Follow the address (a category tab clears the search; back/forward restores it).
  useEffect(() => setText(current), [current])
  useEffect(() => {
    if (autoFocus) input.current?.focus()
  }, [autoFocus])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const q = text.trim()
    navigate(q ? `/?q=${encodeURIComponent(q)}` : '/')
    onSearched?.()
  }
  return (
    <form role="search" onSubmit={submit} className="flex-1 max-w-xl">
      <label className="flex items-center gap-2 h-10 rounded-full bg-bg-soft px-4 border border-transparent focus-within:(border-primary bg-bg-card shadow-[0_0_0_4px_var(--c-primary-glow)]) transition">
        <SearchIcon size={18} className="text-fg-soft shrink-0" />
        <input
          ref={input}
          type="search"
          value={text}
          {...charCap(SEARCH_MAX, text, setText)}
          placeholder="搜索你感兴趣的内容"
          aria-label="搜索"
          enterKeyHint="search"
          className="flex-1 min-w-0 bg-transparent outline-none text-sm placeholder:text-fg-soft"
        />
      </label>
    </form>
  )
}
