import { Toaster as Sonner } from 'sonner'
import { themeMode } from '@/lib/theme-mode'

export function Toaster() {
  return (
    <Sonner
      position="top-center"
      theme={themeMode.value}
      richColors
      closeButton
      duration={3000}
      toastOptions={{ className: 'rounded-2xl!' }}
    />
  )
}
