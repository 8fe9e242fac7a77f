import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { login } from './helpers'
import { ROUTES, routeIds, routePath, type AppRoute } from './routes'

// Spec §2's route table, as a user reaches it: each path typed into the address bar (a full load, not a link)
// serves its real screen. tests/routes.ts says which rule each path belongs to and what its screen shows.

async function loadEach(page: Page, routes: readonly AppRoute[], signedIn: boolean): Promise<string[]> {
  const ids = await routeIds(page)
  for (const route of routes) {
    const path = routePath(route, ids)
    await test.step(`${route.rules!.join(' ')} ${path}`, async () => {
      await page.goto(path)
      await route.ready(page, { signedIn })
    })
  }
  return [...new Set(routes.flatMap((r) => r.rules ?? []))]
}

const tableRoutes = (keep: (r: AppRoute) => boolean) => ROUTES.filter((r) => r.rules && keep(r))

test('R2.1 R2.2 R2.3 a visitor loading /, /login, /auth and /register (and every other public path) gets its screen', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await expect(page.locator('main article').first()).toBeVisible()
  const covered = await loadEach(
    page,
    tableRoutes((r) => !r.needsLogin && r.redirectsWhen !== 'signed-out'),
    false,
  )
  expect(covered).toEqual(expect.arrayContaining(['R2.1', 'R2.2', 'R2.3']))
})

test('R2.1 R2.4 R2.5 R2.6 R2.7 R2.8 R2.9 R2.10 R2.11 R2.12 R2.13 R2.14 R2.15 R2.16 R2.17 logged in, every other path of the route table loads its screen', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await login(page)
  const covered = await loadEach(
    page,
    tableRoutes((r) => r.redirectsWhen !== 'signed-in'),
    true,
  )
  expect(covered.sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))).toEqual([
    'R2.1',
    'R2.4',
    'R2.5',
    'R2.6',
    'R2.7',
    'R2.8',
    'R2.9',
    'R2.10',
    'R2.11',
    'R2.12',
    'R2.13',
    'R2.14',
    'R2.15',
    'R2.16',
    'R2.17',
  ])
})
