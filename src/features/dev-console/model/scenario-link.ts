import { withBase } from '@/lib/app-base'

// A scenario as a link: `/test-api?scenario=flaky-network`. Opening it applies the scenario once; the query is taken
// off the address first (history.replaceState), so a reload, Back or a bookmark of the page that follows never
// applies it again without a click.

export const SCENARIO_PARAM = 'scenario'

/** The app path of the link (`/test-api?scenario=demo`). */
export const scenarioPath = (consolePath: string, id: string) =>
  `${consolePath}?${SCENARIO_PARAM}=${encodeURIComponent(id)}`

/** The whole address to share (`https://host/demo/test-api?scenario=demo`). */
export const scenarioUrl = (consolePath: string, id: string, origin = location.origin) =>
  new URL(withBase(scenarioPath(consolePath, id)), origin).href

/** The scenario a link asks for, or null. */
export function scenarioParam(search: string): string | null {
  const id = new URLSearchParams(search).get(SCENARIO_PARAM)?.trim()
  return id ? id : null
}

/** The address without the scenario parameter (other parameters and the hash kept). */
export function withoutScenarioParam(href: string): string {
  const url = new URL(href)
  url.searchParams.delete(SCENARIO_PARAM)
  return `${url.pathname}${url.search}${url.hash}`
}
