import { expect, test } from './fixtures'
import { analyze } from './axe'
import { delayLikeCalls, likeFirstCardInAnotherTab, settled } from './helpers'

// Issue 47: the machine maps of /test-api, against the production build: a transition's tests and rules, and a like
// made in another tab lit on the toggle machine's map as it goes. The like's call is slowed through the QA console so
// its pending state can be seen.

const LIKE_DELAY_MS = 4000

test.describe('machine maps', () => {
  test.describe.configure({ timeout: 120_000 })

  test("the toggle machine's map: a transition's tests and rules, another tab's like lit as it moves, no serious accessibility violation", async ({
    page,
    context,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/test-api')
    await delayLikeCalls(page, LIKE_DELAY_MS)

    const section = page.getByRole('region', { name: '状态机地图', exact: true })
    await section.getByRole('button', { name: /点赞 · 收藏 · 关注/ }).click()
    const map = section.getByRole('region', { name: '点赞 · 收藏 · 关注 状态机地图' })
    await expect(map).toBeVisible()
    for (const state of ['idle', 'debouncing', 'pending', 'pending.sending', 'pending.waiting', 'rollingBack'])
      await expect(map.locator(`[data-state="${state}"]`)).toBeVisible()

    // The debounced like: idle → debouncing, with its guard on the label.
    const flip = map.getByRole('button', { name: /^toggle\.flip \[debounced\]：idle → debouncing/ })
    await flip.click()
    await expect(flip).toHaveAttribute('aria-pressed', 'true')
    const details = section.getByRole('region', { name: '迁移详情' })
    await expect(details).toContainText('toggle:idle:toggle.flip#1')
    await expect(details).toContainText('idle → debouncing')
    await expect(details.getByRole('list', { name: '规则' })).toContainText('R4.17')
    const tests = details.getByRole('list', { name: '测试' }).getByRole('listitem')
    await expect(tests.first()).toBeVisible()
    await expect(tests.first()).toContainText(/通过|失败|跳过/)
    await expect(tests.first()).toContainText(/\.(test|spec)\.tsx?/)
    // Its rule, clicked, is looked up in the rule browser below.
    await details.getByRole('button', { name: '在规格覆盖中查看 R4.17' }).click()
    const coverage = page.getByRole('region', { name: '规格覆盖与测试结果' })
    await expect(coverage.getByLabel('搜索')).toHaveValue('R4.17')
    await expect(coverage.getByRole('region', { name: '规则列表' })).toContainText('R4.17')
    await section.scrollIntoViewIfNeeded()

    // A second tab likes a post: its like actor shows on this map, its states lit as they change.
    const { other, postId } = await likeFirstCardInAnotherTab(context)

    const actor = section.getByRole('button', { name: new RegExp(`点赞 · 帖子 ${postId}.*其他标签页`) })
    await expect(actor).toBeVisible()
    await actor.click()
    await expect(actor).toHaveAttribute('aria-pressed', 'true')
    const sending = map.locator('[data-state="pending.sending"]')
    await expect(sending).toHaveAttribute('data-active', 'true')
    await expect(sending).toContainText('当前')
    await expect(map.locator('[data-state="pending"]')).toHaveAttribute('data-active', 'true')
    await expect(map.locator('[data-state="idle"]')).not.toHaveAttribute('data-active', 'true')
    // The slowed call answers: back to idle.
    await expect(map.locator('[data-state="idle"]')).toHaveAttribute('data-active', 'true', {
      timeout: LIKE_DELAY_MS + 10_000,
    })
    await expect(sending).not.toHaveAttribute('data-active', 'true')
    await other.close()

    // The largest machine, auth: its container and children drawn; how long its layout and first paint took, for the
    // record (every draw of this page: the toggle machine's first).
    await section.getByRole('button', { name: /登录状态/ }).click()
    const auth = section.getByRole('region', { name: '登录状态 状态机地图' })
    for (const state of ['authenticated', 'authenticated.idle', 'authenticated.refreshing', 'authenticated.checking'])
      await expect(auth.locator(`[data-state="${state}"]`)).toBeVisible()
    await expect(section.locator('[data-machine-map="auth"][data-draw-ms]')).toBeVisible()
    const draws = await page.evaluate(() =>
      performance.getEntriesByName('machine-map:draw').map((e) => ({
        machine: ((e as PerformanceMeasure).detail as { machine: string }).machine,
        ms: Math.round(e.duration),
      })),
    )
    expect(draws.map((d) => d.machine)).toEqual(['toggle', 'auth'])
    await testInfo.attach('machine-map-draw.json', { body: JSON.stringify(draws), contentType: 'application/json' })
    const layouts = await page.evaluate(() =>
      performance.getEntriesByName('machine-map:layout').map((e) => Math.round(e.duration)),
    )
    console.log(
      `machine-map:draw ${draws.map((d) => `${d.machine} ${d.ms} ms`).join(', ')} (of which layout ${layouts.join(', ')} ms)`,
    )

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      await settled(page)
      const results = await analyze(
        page,
        {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
          resultTypes: ['violations'],
        },
        // The whole section: the picker, the legend, the live actors, the map and the details.
        'section[aria-labelledby="machine-maps"]',
      )
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(blocking.map((v) => `${scheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    }
  })
})
