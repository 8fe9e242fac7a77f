import { ROUTE_MODULES_ATTR } from '@/lib/page-ids'
import type { FirstScreenState } from './snapshot'

/**
 * The modules of the lazy route an address (base included) opens, listed by the build in an inert template of their
 * own (scripts/vite-boot-stages.ts), handed to `append` (into <head> at once by default) so they are fetched beside
 * the app's own rather than once the router has been evaluated. Returns their addresses in the build's order (the
 * route's chunk first, then what it imports), or null when no template is left for the address (a route not listed,
 * or one already fetched).
 */
export function fetchRouteModules(
  address: string,
  doc: Document = document,
  append: (links: Element[]) => void = (links) => doc.head.append(...links),
): string[] | null {
  for (const template of doc.querySelectorAll<HTMLTemplateElement>(`template[${ROUTE_MODULES_ATTR}]`)) {
    if (!address.startsWith(template.getAttribute(ROUTE_MODULES_ATTR) ?? '\0')) continue
    const links = [...template.content.children]
    template.remove()
    append(links)
    return links
      .filter((link) => link.hasAttribute('href'))
      .map((link) => new URL(link.getAttribute('href')!, doc.baseURI).href)
  }
  return null
}

/**
 * Elements appended a few per step, each batch after a step. Each modulepreload link starts its fetch as it is
 * appended (~0.4 ms of a first visit's main thread at full speed): the app's and the post route's 24 at once were one
 * task of 9–11 ms (traced).
 */
export async function appendInSteps(
  parent: Element,
  nodes: readonly Element[],
  perStep: number,
  step: () => Promise<void>,
): Promise<void> {
  for (let i = 0; i < nodes.length; i += perStep) {
    await step()
    parent.append(...nodes.slice(i, i + perStep))
  }
}

/**
 * A link tapped on the page's first screen is where the app goes first (first-routes.ts): its route's modules are
 * fetched at the tap. Returns whether a tap's route was fetched.
 */
export function fetchTappedRouteModules(state: FirstScreenState | undefined, doc: Document = document): boolean {
  const tap = state?.restored || state?.prerendered ? state.tap : null
  return tap ? fetchRouteModules(tap, doc) !== null : false
}

/**
 * A route's modules evaluated one per step, what they import before them (the reverse of the build's order), so the
 * router finds them evaluated. Importing the route's chunk evaluates every module it imports in one task: for the
 * post page that was 9–12 ms of a first visit's main thread at full speed (traced), a long task on a phone's CPU.
 * A module that fails to load is left to the router, which loads the route again and shows its own failure.
 */
export async function evaluateInSteps(
  modules: readonly string[],
  step: () => Promise<void>,
  load: (address: string) => Promise<unknown> = (address) => import(/* @vite-ignore */ address),
): Promise<void> {
  for (const address of [...modules].reverse()) {
    await load(address).catch(() => undefined)
    await step()
  }
}
