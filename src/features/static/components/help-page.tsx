import { useId, useState } from 'react'
import { buttonClass } from '@/components/ui/button'
import { SearchIcon } from '@/components/ui/icons'
import { MailIcon } from '@/components/ui/icons-more'
import { POPULAR_QUESTIONS, SUPPORT, searchFaq } from '../model/help-content'

const feedbackHref = `mailto:${SUPPORT.email}?subject=${encodeURIComponent(SUPPORT.feedbackSubject)}`

/** R2.71, R1.11, R9.41: a searchable FAQ in four categories, popular-question chips, contact cards and feedback by e-mail. */
export function HelpPage() {
  const [search, setSearch] = useState('')
  const results = searchFaq(search)
  const searchId = useId()
  return (
    <>
      <div className="rounded-3xl bg-[linear-gradient(135deg,var(--c-primary-light),var(--c-secondary))] p-6 sm:p-8">
        <h2 className="text-lg font-semibold text-secondary-fg">有什么可以帮你？</h2>
        <label htmlFor={searchId} className="sr-only">
          搜索常见问题
        </label>
        <div className="mt-3 flex items-center gap-2 h-12 rounded-full bg-bg-card px-4 shadow-sm">
          <SearchIcon size={18} className="text-fg-soft" />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="搜索常见问题，例如：忘记密码"
            className="flex-1 min-w-0 bg-transparent outline-none text-[15px] placeholder:text-fg-soft"
          />
        </div>
        <div className="mt-3 flex flex-wrap gap-2" aria-label="热门问题">
          {POPULAR_QUESTIONS.map((q) => (
            <button
              key={q}
              type="button"
              onClick={() => setSearch(q)}
              className="h-8 px-3 rounded-full bg-bg-card/80 text-sm text-fg hover:bg-bg-card keyboard-ring"
            >
              {q}
            </button>
          ))}
        </div>
      </div>

      <div className="mt-6 space-y-6" aria-live="polite">
        {results.length === 0 && (
          <p className="py-8 text-center text-fg-muted">没有找到相关问题，换个关键词试试，或者直接联系我们。</p>
        )}
        {results.map((c) => (
          <section key={c.id} aria-labelledby={`faq-${c.id}`}>
            <h2 id={`faq-${c.id}`} className="mb-2 text-base font-semibold">
              {c.title}
            </h2>
            <div className="rounded-2xl border border-line bg-bg-card divide-y divide-line">
              {c.items.map((f) => (
                <details key={f.q} className="group px-4 py-3" open={search.trim() !== ''}>
                  <summary className="cursor-pointer list-none flex items-center gap-2 text-[15px] text-fg keyboard-ring rounded">
                    <span className="flex-1">{f.q}</span>
                    <span aria-hidden="true" className="text-fg-soft transition-transform group-open:rotate-90">
                      ›
                    </span>
                  </summary>
                  <p className="mt-2 text-sm leading-relaxed text-fg-muted">{f.a}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>

      <section aria-labelledby="help-contact" className="mt-8">
        <h2 id="help-contact" className="mb-2 text-base font-semibold">
          联系我们
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-2xl border border-line bg-bg-card p-4">
            <p className="font-medium">在线客服</p>
            <p className="mt-1 text-sm text-fg-muted">{SUPPORT.hours}</p>
          </div>
          <div className="rounded-2xl border border-line bg-bg-card p-4">
            <p className="font-medium">邮件支持</p>
            <p className="mt-1 text-sm text-fg-muted">
              {SUPPORT.email} · {SUPPORT.replyWithin}
            </p>
          </div>
        </div>
        <a href={feedbackHref} className={`${buttonClass({ size: 'lg' })} mt-4`}>
          <MailIcon size={18} /> 意见反馈
        </a>
      </section>
    </>
  )
}
