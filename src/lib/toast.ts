// The one toast API the app uses (sonner underneath), so features never depend on the library directly.
import { toast as sonner } from 'sonner'

export const toast = {
  success: (title: string, description?: string) => sonner.success(title, description ? { description } : undefined),
  error: (title: string, description?: string) => sonner.error(title, description ? { description } : undefined),
  info: (title: string, description?: string) => sonner(title, description ? { description } : undefined),
  dismissAll: () => sonner.dismiss(),
}
