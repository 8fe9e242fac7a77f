import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Popover } from '@base-ui/react/popover'
import { ArrowLeftIcon, CalendarIcon, ChevronDownIcon, ChevronRightIcon } from './icons-more'

// A date picker in a popover (R2.55): year and month selectors, a Sunday-first month grid, days after `max`
// disabled, 清除 and 今天. Dates are local calendar days written YYYY-MM-DD; null is "not set".

export const DATE_PICKER_MIN_YEAR = 1950 // R9.16
export const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const
const WEEKDAY_NAMES = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const

interface Day {
  y: number
  m: number // 1–12
  d: number
}

const pad = (n: number) => String(n).padStart(2, '0')
export const toIsoDate = ({ y, m, d }: Day) => `${y}-${pad(m)}-${pad(d)}`
/** Today on the user's own calendar (not UTC). */
export const localToday = (now = new Date()) =>
  toIsoDate({ y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() })

function parseIso(iso: string | null | undefined): Day | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '')
  if (!m) return null
  return { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) }
}

const daysIn = (y: number, m: number) => new Date(y, m, 0).getDate()
/** The day `delta` days away (Date does the month and year carries). */
function addDays({ y, m, d }: Day, delta: number): Day {
  const t = new Date(y, m - 1, d + delta)
  return { y: t.getFullYear(), m: t.getMonth() + 1, d: t.getDate() }
}
/** The same day `delta` months away, kept inside the shorter month (31 Mar − 1 month → 28/29 Feb). */
function addMonths({ y, m, d }: Day, delta: number): Day {
  const index = y * 12 + (m - 1) + delta
  const ny = Math.floor(index / 12)
  const nm = (index % 12) + 1
  return { y: ny, m: nm, d: Math.min(d, daysIn(ny, nm)) }
}

/** 1995年3月14日 */
export const formatDateZh = (iso: string) => {
  const day = parseIso(iso)
  return day ? `${day.y}年${day.m}月${day.d}日` : iso
}

export interface DatePickerProps {
  /** The field's name: shown as the label (unless `labelId` points at one elsewhere) and read with the value. */
  label: string
  value: string | null
  onChange: (value: string | null) => void
  /** The id of a visible label rendered by the caller; the picker then renders none of its own. */
  labelId?: string
  /** The trigger's text when no date is set (选择生日 style). */
  placeholder?: string
  /** Latest day that can be chosen (YYYY-MM-DD); today by default. Later days are disabled. */
  max?: string
  minYear?: number
  disabled?: boolean
  /** Ids of texts that describe the field (an error, a hint). */
  describedBy?: string
  className?: string
}

export function DatePicker({
  label,
  value,
  onChange,
  labelId,
  placeholder = `选择${label}`,
  max,
  minYear = DATE_PICKER_MIN_YEAR,
  disabled = false,
  describedBy,
  className = '',
}: DatePickerProps) {
  const id = useId()
  const ownLabelId = `${id}-label`
  const valueId = `${id}-value`
  const [open, setOpen] = useState(false)

  const maxIso = max ?? localToday()
  const maxDay = parseIso(maxIso)!
  const minDay: Day = { y: minYear, m: 1, d: 1 }
  const minIso = toIsoDate(minDay)
  const clamp = (day: Day): Day => {
    const iso = toIsoDate(day)
    return iso < minIso ? minDay : iso > maxIso ? maxDay : day
  }

  const selected = parseIso(value)
  const [focused, setFocused] = useState<Day>(() => clamp(selected ?? maxDay))
  const focusedIso = toIsoDate(focused)
  const dayRefs = useRef(new Map<string, HTMLButtonElement>())
  const focusedRef = useRef<HTMLButtonElement | null>(null)
  const moveFocus = useRef(false)

  // Keyboard moves inside the grid: the newly focused day takes the DOM focus once it is rendered.
  useLayoutEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    dayRefs.current.get(focusedIso)?.focus()
  }, [focusedIso])

  const onOpenChange = (next: boolean) => {
    if (next) setFocused(clamp(selected ?? maxDay))
    setOpen(next)
  }
  const choose = (iso: string | null) => {
    onChange(iso)
    setOpen(false)
  }

  const years: number[] = []
  for (let y = minYear; y <= maxDay.y; y++) years.push(y)
  const viewY = focused.y
  const viewM = focused.m
  const monthIndex = viewY * 12 + viewM
  const canPrev = monthIndex > minYear * 12 + 1
  const canNext = monthIndex < maxDay.y * 12 + maxDay.m

  // The month's days in rows of seven, Sunday first; blanks before the 1st and after the last day.
  const lead = new Date(viewY, viewM - 1, 1).getDay()
  const count = daysIn(viewY, viewM)
  const cells: (number | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: count }, (_, i) => i + 1)]
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))

  const todayIso = localToday()
  const monthTitle = `${viewY}年${viewM}月`

  const onGridKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, () => Day> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -new Date(focused.y, focused.m - 1, focused.d).getDay()),
      End: () => addDays(focused, 6 - new Date(focused.y, focused.m - 1, focused.d).getDay()),
      PageUp: () => addMonths(focused, e.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, e.shiftKey ? 12 : 1),
    }
    const move = moves[e.key]
    if (!move) return
    e.preventDefault()
    moveFocus.current = true
    setFocused(clamp(move()))
  }

  const setView = (y: number, m: number) => setFocused(clamp({ y, m, d: Math.min(focused.d, daysIn(y, m)) }))

  const navButton =
    'w-9 h-9 shrink-0 rounded-full flex items-center justify-center text-fg-muted hover:(bg-bg-soft text-fg) disabled:(opacity-35 cursor-not-allowed hover:bg-transparent) keyboard-ring'
  const selectClass =
    'h-9 rounded-xl bg-bg-soft border border-transparent pl-3 pr-8 text-sm font-medium text-fg appearance-none cursor-pointer hover:border-line keyboard-ring'
  // The select's own arrow is hidden (appearance-none) so that it looks the same in every browser; this one is drawn over it.
  const selectArrow = (
    <ChevronDownIcon
      size={14}
      strokeWidth={2.2}
      className="pointer-events-none absolute right-2.5 top-1/2 -translate-y-1/2 text-fg-soft"
    />
  )

  return (
    <div className={className}>
      {!labelId && (
        <span id={ownLabelId} className="block text-sm font-medium text-fg mb-1.5">
          {label}
        </span>
      )}
      <Popover.Root open={open} onOpenChange={onOpenChange}>
        <Popover.Trigger
          disabled={disabled}
          aria-labelledby={`${labelId ?? ownLabelId} ${valueId}`}
          aria-describedby={describedBy}
          className="group w-full h-11 flex items-center gap-2 rounded-2xl px-4 bg-bg-soft border border-transparent text-left text-[15px] transition-colors hover:border-line keyboard-ring disabled:opacity-60 data-[popup-open]:(border-primary bg-bg-card)"
        >
          <span id={valueId} className={`flex-1 min-w-0 truncate ${value ? 'text-fg' : 'text-fg-soft'}`}>
            {value ? formatDateZh(value) : placeholder}
          </span>
          <CalendarIcon size={18} className="shrink-0 text-fg-soft group-hover:text-fg" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Positioner side="bottom" align="start" sideOffset={8} collisionPadding={12} className="z-70">
            <Popover.Popup
              initialFocus={focusedRef}
              className="w-[min(92vw,320px)] rounded-3xl bg-bg-card border border-line p-3 shadow-[var(--shadow-pop)] outline-none origin-[var(--transform-origin)] transition-[transform,opacity] duration-150 data-[starting-style]:(opacity-0 scale-95) data-[ending-style]:(opacity-0 scale-95)"
            >
              <Popover.Title className="sr-only">{placeholder}</Popover.Title>
              <div className="flex items-center gap-1 mb-2">
                <button
                  type="button"
                  className={navButton}
                  aria-label="上个月"
                  disabled={!canPrev}
                  onClick={() => canPrev && setFocused(clamp(addMonths(focused, -1)))}
                >
                  <ArrowLeftIcon size={18} strokeWidth={2} />
                </button>
                <div className="flex-1 flex items-center justify-center gap-1.5">
                  <div className="relative">
                    <select
                      aria-label="年份"
                      className={selectClass}
                      value={viewY}
                      onChange={(e) => setView(Number(e.target.value), viewM)}
                    >
                      {years.map((y) => (
                        <option key={y} value={y}>
                          {y}年
                        </option>
                      ))}
                    </select>
                    {selectArrow}
                  </div>
                  <div className="relative">
                    <select
                      aria-label="月份"
                      className={selectClass}
                      value={viewM}
                      onChange={(e) => setView(viewY, Number(e.target.value))}
                    >
                      {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
                        <option key={m} value={m} disabled={viewY * 12 + m > maxDay.y * 12 + maxDay.m}>
                          {m}月
                        </option>
                      ))}
                    </select>
                    {selectArrow}
                  </div>
                </div>
                <button
                  type="button"
                  className={navButton}
                  aria-label="下个月"
                  disabled={!canNext}
                  onClick={() => canNext && setFocused(clamp(addMonths(focused, 1)))}
                >
                  <ChevronRightIcon size={18} strokeWidth={2} />
                </button>
              </div>

              <table
                role="grid"
                aria-label={monthTitle}
                className="w-full border-collapse table-fixed"
                onKeyDown={onGridKeyDown}
              >
                <thead>
                  <tr>
                    {WEEKDAYS.map((w, i) => (
                      <th key={w} scope="col" abbr={WEEKDAY_NAMES[i]} className="h-8 text-xs font-medium text-fg-muted">
                        {w}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {weeks.map((week, wi) => (
                    <tr key={wi}>
                      {week.map((d, di) => {
                        if (d === null) return <td key={`b${di}`} role="gridcell" aria-hidden="true" />
                        const iso = toIsoDate({ y: viewY, m: viewM, d })
                        const isSelected = iso === value
                        const isToday = iso === todayIso
                        const isFocused = iso === focusedIso
                        const blocked = iso > maxIso || iso < minIso
                        return (
                          <td key={iso} role="gridcell" aria-selected={isSelected} className="p-0.5 text-center">
                            <button
                              type="button"
                              ref={(el) => {
                                if (el) dayRefs.current.set(iso, el)
                                else dayRefs.current.delete(iso)
                                if (isFocused) focusedRef.current = el
                              }}
                              tabIndex={isFocused ? 0 : -1}
                              disabled={blocked}
                              aria-label={`${viewY}年${viewM}月${d}日`}
                              aria-current={isToday ? 'date' : undefined}
                              onClick={() => choose(iso)}
                              onFocus={() => !isFocused && setFocused({ y: viewY, m: viewM, d })}
                              className={[
                                'mx-auto w-9 h-9 rounded-full text-sm tabular-nums flex items-center justify-center transition-colors keyboard-ring',
                                isSelected
                                  ? 'bg-primary text-primary-fg font-semibold'
                                  : blocked
                                    ? 'text-fg-soft opacity-45 cursor-not-allowed'
                                    : `text-fg hover:bg-bg-soft ${isToday ? 'ring-1 ring-inset ring-primary font-semibold' : ''}`,
                              ].join(' ')}
                            >
                              {d}
                            </button>
                          </td>
                        )
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>

              <div className="mt-2 pt-2 border-t border-line flex items-center justify-between">
                <button
                  type="button"
                  onClick={() => choose(null)}
                  className="h-9 px-3 rounded-full text-sm text-fg-muted hover:(bg-bg-soft text-fg) keyboard-ring"
                >
                  清除
                </button>
                <button
                  type="button"
                  onClick={() => choose(todayIso)}
                  disabled={todayIso > maxIso}
                  className="h-9 px-3 rounded-full text-sm font-medium text-primary-text hover:bg-bg-soft disabled:opacity-45 keyboard-ring"
                >
                  今天
                </button>
              </div>
            </Popover.Popup>
          </Popover.Positioner>
        </Popover.Portal>
      </Popover.Root>
    </div>
  )
}
