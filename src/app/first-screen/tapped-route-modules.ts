import { ROUTE_MODULES_ATTR } from '@/lib/page-ids'
import type { FirstScreenState } from './snapshot'

/**
 * A link tapped on the visitor's restored screen is where the app goes first (first-routes.ts): the modules of its
 * lazy route, listed by the build in an inert template (scripts/vite-boot-stages.ts), are fetched from here, beside
 * the app's own, rather than once the router has been evaluated. Returns whether a tap's route was fetched.
 */
export function fetchTappedRouteModules(state: FirstScreenState | undefined, doc: Document = document): boolean {
  const tap = state?.restored ? state.tap : null
  if (!tap) return false
  for (const template of doc.querySelectorAll<HTMLTemplateElement>(`template[${ROUTE_MODULES_ATTR}]`)) {
    if (!tap.startsWith(template.getAttribute(ROUTE_MODULES_ATTR) ?? '\0')) continue
    doc.head.append(template.content)
    template.remove()
    return true
  }
  return false
}
