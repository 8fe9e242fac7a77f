import { PageHeader } from '@/components/ui/page-header'
import { AboutPage } from '@/features/static/components/about-page'
import { HelpPage } from '@/features/static/components/help-page'
import { PrivacyPage } from '@/features/static/components/privacy-page'

const PAGES = {
  privacy: { title: '隐私政策', Page: PrivacyPage },
  help: { title: '帮助中心', Page: HelpPage },
  about: { title: '关于柠檬笔记', Page: AboutPage },
} as const

/** R2.15, R2.70, R2.71: the static pages. */
export function StaticRoute({ page }: { page: keyof typeof PAGES }) {
  const { title, Page } = PAGES[page]
  return (
    <main>
      <PageHeader title={title} />
      <div className="mx-auto max-w-3xl px-4 sm:px-6 pt-2 pb-16">
        <Page />
      </div>
    </main>
  )
}
