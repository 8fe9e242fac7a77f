import { PageHeader } from '@/components/ui/page-header'
import { ThemeSettings } from '@/features/theme/components/theme-settings'

/** R2.15 /theme-settings */
export function ThemeSettingsRoute() {
  return (
    <main>
      <PageHeader title="主题设置" />
      <div className="mx-auto max-w-3xl px-4 sm:px-6 pt-2 pb-16">
        <ThemeSettings />
      </div>
    </main>
  )
}
