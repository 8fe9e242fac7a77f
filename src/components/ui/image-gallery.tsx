import { useState } from 'react'
import { ArrowLeftIcon } from './icons'

export interface GalleryImage {
  url: string
  width: number | null
  height: number | null
}

/** R2.29/R2.39: previous/next with wraparound, dots, a counter n / total, and a placeholder when empty. */
export function ImageGallery({ images, alt, className = '' }: { images: readonly GalleryImage[]; alt: string; className?: string }) {
  const [index, setIndex] = useState(0)
  const total = images.length
  if (total === 0) {
    return (
      <div className={`flex items-center justify-center bg-[linear-gradient(160deg,var(--c-primary-light),var(--c-secondary))] text-secondary-fg ${className}`}>
        <span className="px-6 text-center text-lg font-medium">{alt}</span>
      </div>
    )
  }
  const current = images[Math.min(index, total - 1)] as GalleryImage
  const go = (delta: number) => setIndex((i) => (i + delta + total) % total)
  return (
    <div
      className={`relative bg-[#111] select-none ${className}`}
      role="region"
      aria-roledescription="carousel"
      aria-label="图片"
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go(-1)
        if (e.key === 'ArrowRight') go(1)
      }}
    >
      <img src={current.url} alt={`${alt}（第${index + 1}张）`} width={current.width ?? undefined} height={current.height ?? undefined} className="absolute inset-0 w-full h-full object-contain" />
      {total > 1 && (
        <>
          <button type="button" aria-label="上一张" onClick={() => go(-1)} className="absolute left-3 top-1/2 -translate-y-1/2 w-10 h-10 rounded-full bg-white/85 text-[#222] flex items-center justify-center shadow hover:bg-white focus-ring">
            <ArrowLeftIcon size={20} />
          </button>
          <button type="button" aria-label="下一张" onClick={() => go(1)} className="absolute right-3 top-1/2 -translate-y-1/2 w-10 h-10 rounded-full bg-white/85 text-[#222] flex items-center justify-center shadow hover:bg-white focus-ring">
            <ArrowLeftIcon size={20} className="rotate-180" />
          </button>
          <span className="absolute top-3 right-3 rounded-full bg-black/50 text-white text-xs px-2.5 py-1" aria-live="polite">
            {index + 1} / {total}
          </span>
          {/* Each dot is a 24 × 24 px target (WCAG 2.5.8) around the small visible dot. */}
          <div className="absolute bottom-[3px] inset-x-0 flex justify-center">
            {images.map((img, i) => (
              <button
                key={`${img.url}-${i}`}
                type="button"
                aria-label={`第${i + 1}张`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className="group min-w-6 h-6 px-0.5 flex items-center justify-center rounded-full focus-ring"
              >
                <span
                  aria-hidden="true"
                  className={`block h-1.5 rounded-full transition-all ${i === index ? 'w-5 bg-white' : 'w-1.5 bg-white/55 group-hover:bg-white/80'}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  )
}
