import { PageHeader } from '@/components/ui/page-header'
import { ThemeSettings } from '@/features/theme/components/theme-settings'

/** R2.15 /theme-settings */
export function ThemeSettingsRoute() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      <PageHeader title="主题设置" />
      <ThemeSettings />
    </main>
  )
}
