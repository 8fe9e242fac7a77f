import { APP_MODULES_ID } from '@/lib/page-ids'
import { firstCommit } from './first-commit'
import { handOff } from './hand-off'
import { tappedPostId } from './tapped-post'
import type * as PostPreview from './post-preview'

type PostPreviewModule = typeof PostPreview

// The app's start in short tasks (ADR 015). The page already shows a first screen (the one the build rendered into
// it, or the visitor's own snapshot: restore.ts), and a phone's browser must stay free to paint it,
// decode its pictures and take a tap while the app loads: so the app's code is evaluated in stages, each a dynamic
// import evaluated in a task of its own, the browser gets a turn between the stages, and what the first screen does
// not need (the backend's service worker, the error log) waits until the app's first render is on screen and the
// page is idle.

/** A new task: the browser may paint and handle input before the next step. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/** After the next frame has been painted. */
const afterPaint = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/** When the browser has nothing else to do (or after `timeout` ms at the latest). */
const browserIdle = (timeout: number): Promise<void> =>
  new Promise((resolve) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => resolve(), { timeout })
      : setTimeout(resolve, 1),
  )

/**
 * The pictures of the page's first screen that are in the window, decoded (at most `limit` ms): the largest of them
 * is the page's largest paint, and a phone paints it sooner when no code is being evaluated meanwhile.
 */
function firstScreenPictures(limit: number): Promise<unknown> {
  const shown = [...document.querySelectorAll<HTMLImageElement>('#root > [data-first-screen] img')].filter((img) => {
    const box = img.getBoundingClientRect()
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
  })
  const decoded = Promise.allSettled(shown.map((img) => img.decode()))
  return Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, limit))])
}

/**
 * The app's modules, listed by the build in an inert <template> (scripts/vite-boot-stages.ts), are fetched from here
 * on, all at once: the page's pictures had the network to themselves until now.
 */
function fetchAppModules(): void {
  const listed = document.getElementById(APP_MODULES_ID)
  if (listed instanceof HTMLTemplateElement) document.head.append(listed.content)
}

/** The helpers that fetch a lazy route's modules early (route-modules.ts): the home route never needs them. */
const routeModules = () => import('./route-modules')

/**
 * A page the build rendered other than home (a first visit to `/post/12` or `/user/3`): the first render waits for
 * its lazy route (first-routes.ts), so the route's modules are fetched after the app's, a few per task, beside the
 * app's first stages. Resolves to the step that evaluates them, a module per task, before the first render.
 */
async function fetchOwnRouteModules(): Promise<() => Promise<unknown>> {
  const state = handOff()
  if (!state?.prerendered || state.prerendered === '/' || state.restored) return async () => undefined
  const { appendInSteps, evaluateInSteps, fetchRouteModules } = await routeModules()
  const modules =
    fetchRouteModules(location.pathname, document, (links) => void appendInSteps(document.head, links, 6, nextTask)) ??
    []
  return async () => {
    await evaluateInSteps(modules, nextTask)
    if (modules.length > 0) mark('route-loaded')
  }
}

/**
 * Resolves when a link on the page's first screen (the visitor's restored one, or the build's) has been tapped (at
 * once if one already was; never when the page has no such screen): the visitor is leaving the screen, so its
 * pictures are not waited for, and the tapped route's modules are fetched beside the app's
 * (route-modules.ts).
 */
function tapOnFirstScreen(): Promise<void> {
  const state = handOff()
  if (!state?.restored && !state?.prerendered) return new Promise(() => undefined)
  return new Promise((resolve) => {
    // The first screen's own listener keeps the tap (capture phase); this one reads it as the click bubbles.
    const check = () => {
      if (!state.tap) return
      document.removeEventListener('click', check)
      resolve()
    }
    document.addEventListener('click', check)
    check()
    void firstCommit().then(() => document.removeEventListener('click', check))
  })
}

/**
 * The post drawn at a tap on the page's first screen (post-preview.ts). A tap is the likeliest next step on either
 * first screen (the visitor's restored one, or the build's on a first visit): its chunk (a few KB) is asked for once
 * the screen is painted, so it is ready when the tap comes. Fetched at the finger's touch instead, the fetch and the
 * chunk's compiling were ~30 ms of a first visit's way from tap to post (bench/README.md, 2026-12-03).
 */
function postPreview(): () => Promise<PostPreviewModule> {
  let loading: Promise<PostPreviewModule> | null = null
  const load = () => (loading ??= import('./post-preview'))
  const state = handOff()
  if (state?.restored || state?.prerendered === '/')
    void afterPaint()
      .then(load)
      .catch(() => undefined)
  return load
}

/** The live first screen is on screen and the browser idle. */
const afterFirstScreen = firstCommit().then(() => browserIdle(2000))

/** Performance marks at each step (read by bench/ and by anyone profiling a first visit). */
const mark = (name: string) => performance.mark(`boot:${name}`)

/**
 * The app's own two stages, given by the entry (src/main.tsx), so this folder never imports the app it starts: each
 * loads its module (a chunk of its own) and resolves to the step it runs once evaluated, in a task of its own.
 */
export interface AppStages<Started> {
  /** The app's services (src/app/start-app.ts); what starts after the first screen waits for `whenIdle`. */
  loadStart: () => Promise<(whenIdle: () => Promise<void>) => Started>
  /** The screens (src/app/render-app.tsx): the first render, from what the services stage started. */
  loadRender: () => Promise<(started: Started) => Promise<void>>
}

export async function bootApp<Started>({ loadStart, loadRender }: AppStages<Started>): Promise<void> {
  const tapped = tapOnFirstScreen()
  // A post tapped on the page's first screen is drawn at once from the card's copy (post-preview.ts): its
  // small chunk is fetched first, the app's many after it (fetched at once, they kept it waiting ~100 ms).
  const preview = postPreview()
  const previewed = tapped
    .then(() => (tappedPostId(handOff()) !== null ? preview().then(({ showPostPreview }) => showPostPreview()) : false))
    .catch(() => false)
  // Resolves once the post drawn at a tap is on the screen (at once when none is drawn).
  let drawn: Promise<unknown> | null = null
  const tappedPostOnScreen = () =>
    (drawn ??= previewed.then(async (shown) => shown && ((await preview()).previewOnScreen(300) ?? afterPaint())))
  // The page's first screen is painted, with its pictures, before any of the app's code runs (unless the visitor
  // has already tapped a link on it: then the app starts at once).
  await afterPaint()
  // The post drawn at a tap is on the screen before the app's modules are fetched: their fetching and compiling
  // took the machine's cores from its frame.
  if ((await Promise.race([firstScreenPictures(3000).then(() => 'painted'), tapped.then(() => 'tapped')])) === 'tapped')
    await tappedPostOnScreen()
  fetchAppModules()
  const ownRoute = fetchOwnRouteModules().catch(() => async () => undefined)
  // After the app's own modules, which the route's import.
  void tapped
    .then(routeModules)
    .then(({ fetchTappedRouteModules }) => fetchTappedRouteModules(handOff()))
    .catch(() => undefined)
  await Promise.race([afterPaint(), tapped])
  // A post tapped while the app's modules were being fetched is drawn before they are evaluated: the libraries'
  // evaluation is one long task, and a post waiting for it was drawn ~70 ms after its code had arrived (traced).
  if (tappedPostId(handOff()) !== null) await tappedPostOnScreen()
  mark('painted')
  // The libraries: their chunk is evaluated whole (state machines, schemas, the query cache, React itself) whichever
  // export is named. One is named, not the namespace: import() of the namespace kept every export of react-query in
  // the chunk, used or not (2.7 KB gzip of the initial JS).
  const { QueryClient: _libraries } = await import('@tanstack/react-query')
  mark('libraries')
  await nextTask()
  // The services in two tasks, each a chunk (vite.config.ts): the API client with its schemas, then the rest. As one
  // they took ~15 ms of a first visit's main thread at full speed, a long task on a phone's CPU.
  await import('@/api/client')
  await nextTask()
  const start = await loadStart()
  mark('services-loaded')
  await nextTask()
  const started = start(() => afterFirstScreen)
  mark('services-started')
  await nextTask()
  // React's DOM renderer, then the screens.
  await import('react-dom/client')
  mark('react-dom')
  await nextTask()
  const render = await loadRender()
  mark('screens-loaded')
  await nextTask()
  // The page's lazy route, a module per task: imported whole by the first render, it was one long task.
  await (await ownRoute)()
  await render(started)
  mark('render-started')
}
