import type { ReactNode } from 'react'
import { THEMES, type ThemeMode } from '@/schemas/theme.schema'
import { setThemeColor, setThemeMode, themeColor, themeMode } from '@/services/theme-mode'
import { HeartIcon, StarIcon } from '@/components/ui/icons'
import { MoonIcon, SunIcon } from '@/components/ui/icons-more'
import { Button } from '@/components/ui/button'
import { Avatar } from '@/components/ui/avatar'
import { ThemeSwatch } from './theme-swatch'

const MODES: { id: ThemeMode; label: string; hint: string; Icon: typeof SunIcon }[] = [
  { id: 'light', label: '浅色模式', hint: '明亮通透，适合白天', Icon: SunIcon },
  { id: 'dark', label: '深色模式', hint: '柔和护眼，适合夜晚', Icon: MoonIcon },
]

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl bg-bg-card border border-line p-5 sm:p-6">
      <h2 className="text-base font-semibold mb-4">{title}</h2>
      {children}
    </section>
  )
}

/** R2.15 /theme-settings: light/dark choice, the three colour themes and a live preview. */
export function ThemeSettings() {
  return (
    <div className="space-y-5">
      <Section title="显示模式">
        <div role="radiogroup" aria-label="显示模式" className="grid grid-cols-2 gap-3">
          {MODES.map(({ id, label, hint, Icon }) => {
            const active = themeMode.value === id
            return (
              <button
                key={id}
                type="button"
                role="radio"
                aria-checked={active}
                onClick={() => setThemeMode(id)}
                className={`flex items-center gap-3 rounded-2xl border-2 p-4 text-left transition keyboard-ring ${active ? 'border-primary bg-secondary' : 'border-line hover:border-fg-soft'}`}
              >
                <span
                  className={`w-10 h-10 shrink-0 rounded-full flex items-center justify-center ${id === 'dark' ? 'bg-preview-dark text-preview-dark-fg' : 'bg-preview-light text-preview-light-fg'}`}
                >
                  <Icon size={20} />
                </span>
                <span>
                  <span className="block text-sm font-medium">{label}</span>
                  <span className="block text-xs text-fg-soft">{hint}</span>
                </span>
              </button>
            )
          })}
        </div>
      </Section>

      <Section title="主题配色">
        <div role="radiogroup" aria-label="主题配色" className="grid sm:grid-cols-3 gap-3">
          {THEMES.map((t) => {
            const active = themeColor.value === t.id
            return (
              <button
                key={t.id}
                type="button"
                role="radio"
                aria-checked={active}
                onClick={() => setThemeColor(t.id)}
                className={`flex sm:flex-col items-center sm:items-start gap-3 rounded-2xl border-2 p-4 text-left transition keyboard-ring ${active ? 'border-primary bg-secondary' : 'border-line hover:border-fg-soft'}`}
              >
                <ThemeSwatch id={t.id} mode={themeMode.value} size={44} />
                <span className="min-w-0">
                  <span className="flex items-center gap-2 text-sm font-semibold">
                    {t.name}
                    <span
                      className="inline-block w-3 h-3 rounded-full"
                      style={{ background: t.preview }}
                      aria-label={`预览色 ${t.preview}`}
                      role="img"
                    />
                  </span>
                  <span className="block text-xs text-fg-soft mt-0.5">{t.description}</span>
                </span>
              </button>
            )
          })}
        </div>
      </Section>

      <Section title="效果预览">
        <div className="grid sm:grid-cols-[1fr_220px] gap-5 items-start">
          <div className="space-y-4">
            <div className="flex flex-wrap gap-2">
              <Button>主要按钮</Button>
              <Button variant="secondary">次要按钮</Button>
              <Button variant="outline">描边按钮</Button>
            </div>
            <div className="flex flex-wrap gap-2">
              {['#穿搭', '#周末去哪儿', '#咖啡'].map((tag) => (
                <span key={tag} className="px-3 py-1 rounded-full bg-secondary text-secondary-fg text-xs">
                  {tag}
                </span>
              ))}
            </div>
            <p className="text-sm text-fg-muted leading-relaxed">
              主题会立即应用到整个应用，包括按钮、标签、点赞和收藏的高亮颜色，并在下次打开时保留。
            </p>
          </div>
          <article
            aria-label="卡片预览"
            className="rounded-2xl overflow-hidden bg-bg-card border border-line shadow-[var(--shadow-card)]"
          >
            <div className="h-36 bg-[linear-gradient(160deg,var(--c-primary-light),var(--c-primary)_70%,var(--c-accent))]" />
            <div className="p-3">
              <p className="text-sm font-medium leading-snug line-clamp-2">春日野餐清单｜这样准备超出片</p>
              <div className="mt-2 flex items-center justify-between text-xs text-fg-muted">
                <span className="flex items-center gap-1.5">
                  <Avatar name="小满" size={18} /> 小满
                </span>
                <span className="flex items-center gap-2">
                  <span className="flex items-center gap-0.5 text-primary-text">
                    <HeartIcon size={14} fill="currentColor" /> 1.2k
                  </span>
                  <StarIcon size={14} />
                </span>
              </div>
            </div>
          </article>
        </div>
      </Section>
    </div>
  )
}
