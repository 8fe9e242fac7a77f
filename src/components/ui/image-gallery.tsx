import { useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react'
import { ArrowLeftIcon, ImageIcon } from './icons-more'

export interface GalleryImage {
  url: string
  width: number | null
  height: number | null
}

/** A key press that is someone else's: typing, a menu or a nested dialog, or a shortcut with a modifier. */
function notForGallery(e: KeyboardEvent): boolean {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return true
  const t = e.target as HTMLElement | null
  if (!t || typeof t.closest !== 'function') return false
  return !!t.closest(
    'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="menu"], [role="alertdialog"], [role="slider"]',
  )
}

/** A horizontal swipe this long (px) turns the page on a touch screen. */
const SWIPE_PX = 40

export interface ImageGalleryProps {
  images: readonly GalleryImage[]
  alt: string
  className?: string
  style?: CSSProperties
  /**
   * Where ← and → turn the images: only while the gallery has focus (a page), or anywhere in the document
   * except text fields and menus (a dialog that is all about this post).
   */
  arrowKeys?: 'focus' | 'document'
  /** What fills the space beside an image of another shape: black, or a blurred copy of the image (the dialog). */
  fill?: 'dark' | 'blur'
}

/** R2.29/R2.39: previous/next with wraparound, dots, a counter n / total, arrow keys and swipe, and a placeholder when empty. */
export function ImageGallery({
  images,
  alt,
  className = '',
  style,
  arrowKeys = 'focus',
  fill = 'dark',
}: ImageGalleryProps) {
  const [index, setIndex] = useState(0)
  const swipeFrom = useRef<number | null>(null)
  const total = images.length
  const go = (delta: number) => setIndex((i) => (((i + delta) % total) + total) % total)

  useEffect(() => {
    if (arrowKeys !== 'document' || total < 2) return
    const onKey = (e: KeyboardEvent) => {
      if ((e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || notForGallery(e)) return
      e.preventDefault()
      setIndex((i) => (((i + (e.key === 'ArrowLeft' ? -1 : 1)) % total) + total) % total)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [arrowKeys, total])

  if (total === 0) {
    return (
      <div
        role="img"
        aria-label={`${alt}（暂无图片）`}
        style={style}
        className={`flex flex-col items-center justify-center gap-3 bg-[linear-gradient(160deg,var(--c-primary-light),var(--c-secondary))] text-secondary-fg ${className}`}
      >
        <ImageIcon size={44} className="opacity-70" />
        <span className="px-6 text-center text-lg font-medium line-clamp-3">{alt}</span>
        <span className="text-xs opacity-80">暂无图片</span>
      </div>
    )
  }
  const shown = Math.min(index, total - 1)
  const current = images[shown] as GalleryImage
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') swipeFrom.current = e.clientX
  }
  const onPointerUp = (e: PointerEvent) => {
    const from = swipeFrom.current
    swipeFrom.current = null
    if (from === null || total < 2) return
    const dx = e.clientX - from
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1)
  }
  return (
    <div
      className={`relative overflow-hidden select-none touch-pan-y ${fill === 'blur' ? 'bg-bg-soft' : 'bg-black'} ${className}`}
      style={style}
      role="region"
      aria-roledescription="carousel"
      aria-label="图片"
      tabIndex={0}
      onKeyDown={(e) => {
        if (arrowKeys === 'document') return
        if (e.key === 'ArrowLeft') go(-1)
        if (e.key === 'ArrowRight') go(1)
      }}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeFrom.current = null)}
    >
      {fill === 'blur' && (
        <img
          src={current.url}
          alt=""
          aria-hidden="true"
          draggable={false}
          fetchPriority="high"
          className="absolute inset-0 w-full h-full object-cover scale-125 blur-2xl opacity-60 dark:opacity-35"
        />
      )}
      <img
        src={current.url}
        alt={`${alt}（第${shown + 1}张）`}
        width={current.width ?? undefined}
        height={current.height ?? undefined}
        draggable={false}
        // The picture on show is the largest thing on a post's page: it loads first.
        fetchPriority="high"
        className="absolute inset-0 w-full h-full object-contain"
      />
      {total > 1 && (
        <>
          <button
            type="button"
            aria-label="上一张"
            onClick={() => go(-1)}
            className="absolute left-3 top-1/2 -translate-y-1/2 w-10 h-10 rounded-full bg-white/85 text-neutral-800 flex items-center justify-center shadow hover:bg-white keyboard-ring"
          >
            <ArrowLeftIcon size={20} />
          </button>
          <button
            type="button"
            aria-label="下一张"
            onClick={() => go(1)}
            className="absolute right-3 top-1/2 -translate-y-1/2 w-10 h-10 rounded-full bg-white/85 text-neutral-800 flex items-center justify-center shadow hover:bg-white keyboard-ring"
          >
            <ArrowLeftIcon size={20} className="rotate-180" />
          </button>
          <span
            className="absolute top-3 right-3 rounded-full bg-black/50 text-white text-xs px-2.5 py-1 tabular-nums"
            aria-live="polite"
          >
            {shown + 1} / {total}
          </span>
          {/* Each dot is a 24 × 24 px target (WCAG 2.5.8) around the small visible dot. */}
          <div className="absolute bottom-[3px] inset-x-0 flex justify-center">
            {images.map((img, i) => (
              <button
                key={`${img.url}-${i}`}
                type="button"
                aria-label={`第${i + 1}张`}
                aria-current={i === shown ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className="group min-w-6 h-6 px-0.5 flex items-center justify-center rounded-full keyboard-ring"
              >
                <span
                  aria-hidden="true"
                  className={`block h-1.5 rounded-full shadow-[0_0_3px_rgba(0,0,0,0.45)] transition-all ${i === shown ? 'w-5 bg-white' : 'w-1.5 bg-white/55 group-hover:bg-white/80'}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  )
}
