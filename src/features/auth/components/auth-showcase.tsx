import { HeartIcon } from '@/components/ui/icons'
import { withBase } from '@/lib/app-base'
import { formatCount } from '@/lib/format'
import { SHOWCASE_NOTES, type ShowcaseNote } from './showcase-notes'

// Decorative collage for the sign-in screens: what the community looks like, drawn as the home feed's cards from the
// demo's real notes (showcase-notes.ts). Hidden from assistive technology: the form is the screen's content.

/**
 * The cards float a few times and then rest: an endless animation keeps a phone drawing (and its battery draining)
 * for as long as the sign-in screen is open.
 */
const FLOATS = 3
/** A slight tilt per card, alternating, so the collage reads as notes laid on a table. */
const TILTS = ['-2.5deg', '2deg', '-1.5deg', '1.5deg', '-2deg', '2.5deg']
const COLUMNS = 3

/**
 * Fills its column of the layout (the aside is as tall as the form beside it); the headline and cards stay in view
 * while a tall form (注册) scrolls, and cards that do not fit the window fade out at its bottom edge.
 */
export function AuthShowcase() {
  const columns = Array.from({ length: COLUMNS }, (_, c) =>
    SHOWCASE_NOTES.map((note, i) => ({ note, i })).filter(({ i }) => i % COLUMNS === c),
  )
  return (
    <div className="absolute inset-0 bg-bg-soft bg-[radial-gradient(circle_at_20%_10%,var(--c-primary-light),transparent_55%),radial-gradient(circle_at_90%_80%,var(--c-secondary),transparent_50%)]">
      <div className="sticky top-16 h-[calc(100dvh-4rem)] max-h-full flex flex-col justify-center gap-10 px-12 xl:px-20 pt-12">
        <div className="shrink-0">
          <p className="text-sm font-medium text-fg-muted tracking-widest">LEMON NOTES</p>
          <h2 className="mt-4 text-4xl font-bold leading-tight text-fg">
            记录生活里
            <br />
            每一份
            <span className="relative inline-block px-1">
              <span className="absolute inset-x-0 bottom-1 h-3 bg-primary/60 rounded-full -z-0" aria-hidden="true" />
              <span className="relative">小美好</span>
            </span>
          </h2>
          <p className="mt-4 text-fg-muted leading-relaxed max-w-sm">
            穿搭、美食、旅行、好物……在柠檬笔记发现同好，分享你的灵感。
          </p>
        </div>
        <div
          className="min-h-0 -mx-4 px-4 pt-2 pb-16 overflow-hidden [mask-image:linear-gradient(to_bottom,black_calc(100%-6rem),transparent)]"
          aria-hidden="true"
        >
          <div className="grid grid-cols-3 items-start gap-4 max-w-[520px]">
            {columns.map((column, c) => (
              <div key={c} className="flex flex-col gap-4" style={{ paddingTop: c === 1 ? 36 : c === 2 ? 12 : 0 }}>
                {column.map(({ note, i }) => (
                  <ShowcaseCard key={note.id} note={note} index={i} />
                ))}
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  )
}

/** A home-feed card in miniature: cover at its own aspect ratio, a two-line title, the author and the ♥ count. */
function ShowcaseCard({ note, index }: { note: ShowcaseNote; index: number }) {
  const tilt = TILTS[index % TILTS.length]
  const { cover, author } = note
  return (
    <div
      className="rounded-2xl bg-bg-card shadow-[var(--shadow-card)] overflow-hidden"
      style={{
        transform: `rotate(${tilt})`,
        animation: `lemon-float ${6 + index}s ease-in-out ${FLOATS}`,
        ['--r' as string]: tilt,
      }}
    >
      <img
        src={withBase(cover.url)}
        alt=""
        width={cover.width}
        height={cover.height}
        loading="lazy"
        decoding="async"
        className="block w-full h-auto bg-bg-soft"
        style={{ aspectRatio: `${cover.width} / ${cover.height}` }}
      />
      <div className="px-2.5 pt-2 pb-2.5">
        <p className="text-[12px] font-medium leading-[1.45] text-fg line-clamp-2 break-words">{note.title}</p>
        <div className="mt-1.5 flex items-center justify-between gap-1.5 text-[10px] text-fg-muted">
          <span className="flex items-center gap-1 min-w-0">
            <img
              src={withBase(author.avatar)}
              alt=""
              width={16}
              height={16}
              loading="lazy"
              decoding="async"
              className="w-4 h-4 rounded-full object-cover bg-bg-soft shrink-0"
            />
            <span className="truncate">{author.displayName}</span>
          </span>
          <span className="flex items-center gap-0.5 shrink-0">
            <HeartIcon size={11} />
            <span className="tabular-nums">{formatCount(note.likes)}</span>
          </span>
        </div>
      </div>
    </div>
  )
}
