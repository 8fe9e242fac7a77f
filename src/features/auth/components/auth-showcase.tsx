import { HeartIcon } from '@/components/ui/icons'

// Decorative collage for the sign-in screens: what the community looks like, drawn with gradients
// (no network images, nothing to load before the form is usable).
const NOTES = [
  { title: '周末咖啡探店｜胡同里的宝藏小店', name: '小满', likes: '2.3k', bg: 'linear-gradient(160deg,#ffe29a,#ffb347 60%,#ff7e5f)', h: 190, r: '-4deg' },
  { title: '一周通勤穿搭，不重样', name: '阿柚', likes: '8.9k', bg: 'linear-gradient(170deg,#c3f0e6,#7fd8c9 55%,#3fb6a8)', h: 230, r: '3deg' },
  { title: '十分钟快手早餐合集', name: '糯米团', likes: '1.2k', bg: 'linear-gradient(165deg,#ffd1dc,#ff9aae 55%,#ff6b8b)', h: 170, r: '2deg' },
  { title: '大理慢生活 | 洱海边骑行路线', name: '旅行的鱼', likes: '5.6k', bg: 'linear-gradient(170deg,#cde7ff,#8ec5ff 50%,#5b8def)', h: 210, r: '-2deg' },
]

/**
 * The cards float a few times and then rest: an endless animation keeps a phone drawing (and its battery draining)
 * for as long as the sign-in screen is open.
 */
const FLOATS = 3

export function AuthShowcase() {
  return (
    <div className="sticky top-16 h-[calc(100dvh-4rem)] min-h-[640px] overflow-hidden bg-[radial-gradient(circle_at_20%_10%,var(--c-primary-light),transparent_55%),radial-gradient(circle_at_90%_80%,var(--c-secondary),transparent_50%)] bg-bg-soft">
      <div className="h-full flex flex-col justify-center gap-12 px-12 xl:px-20 py-10">
        <div>
          <p className="text-sm font-medium text-fg-muted tracking-widest">LEMON NOTES</p>
          <h2 className="mt-4 text-4xl font-bold leading-tight text-fg">
            记录生活里
            <br />
            每一份<span className="relative inline-block px-1">
              <span className="absolute inset-x-0 bottom-1 h-3 bg-primary/60 rounded-full -z-0" aria-hidden="true" />
              <span className="relative">小美好</span>
            </span>
          </h2>
          <p className="mt-4 text-fg-muted leading-relaxed max-w-sm">穿搭、美食、旅行、好物……在柠檬笔记发现同好，分享你的灵感。</p>
        </div>
        <div className="grid grid-cols-2 gap-5 max-w-[400px]" aria-hidden="true">
          {NOTES.map((n, i) => (
            <div
              key={n.title}
              className="rounded-2xl bg-bg-card shadow-[var(--shadow-card)] overflow-hidden"
              style={{ transform: `rotate(${n.r})`, marginTop: i % 2 ? 24 : 0, animation: `lemon-float ${6 + i}s ease-in-out ${FLOATS}`, ['--r' as string]: n.r }}
            >
              <div style={{ background: n.bg, height: Math.round(n.h * 0.5) }} />
              <div className="p-3">
                <p className="text-[13px] font-medium leading-snug text-fg line-clamp-2">{n.title}</p>
                <div className="mt-2 flex items-center justify-between text-[11px] text-fg-muted">
                  <span className="flex items-center gap-1.5">
                    <span className="w-4 h-4 rounded-full" style={{ background: n.bg }} />
                    {n.name}
                  </span>
                  <span className="flex items-center gap-1">
                    <HeartIcon size={12} /> {n.likes}
                  </span>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
