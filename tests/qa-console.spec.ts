import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { extractTitles } from '../scripts/spec-coverage/lib'
import { readRunFile, runFilePath } from '../scripts/run-results/run-file'
import { expect, test } from './fixtures'
import { login, someoneElsesPostId, visit } from './helpers'

// The QA console (/test-api, /auth-debug) against the production build and its bundled mock backend.

const cards = (page: Page) => page.locator('main article')
const mockReady = (page: Page) => expect(page.getByText('模拟后端运行中')).toBeVisible()

/** A test as the sources have it (its line), and its result in test-runs/unit.json: what the build read when the
 * journeys' web server built it (npm test runs the unit tests first; without them the rule browser says 无结果). */
function unitTest(file: string, ruleId: string) {
  const title = extractTitles(file, readFileSync(file, 'utf8')).find(
    (t) => t.kind === 'test' && t.ids.includes(ruleId),
  )!
  const recorded = readRunFile(runFilePath(process.cwd(), 'unit'))?.tests.find(
    (t) => t.file === file && t.line === title.line,
  )
  return { ...title, status: recorded?.status ?? null }
}
const RESULT_LABEL = { passed: '通过', failed: '失败', skipped: '跳过' } as const

async function unreadCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('lemon.accessToken')
    const res = await fetch('/api/messages/unread/count', { headers: { Authorization: `Bearer ${token}` } })
    return ((await res.json()) as { data: { count: number } }).data.count
  })
}

test.describe('QA console', () => {
  // Each journey starts a fresh browser (the mock seeds its IndexedDB) and logs in: slow on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 })

  test('forcing 500 on GET /posts shows the feed error view; retry recovers once the fault is cleared', async ({
    page,
    context,
  }) => {
    await page.goto('/test-api')
    await mockReady(page)
    const form = page.getByRole('form', { name: '添加故障规则' })
    await form.getByLabel('方法').selectOption('GET')
    await form.getByLabel('路径').fill('/api/posts')
    await form.getByLabel('强制状态').selectOption('500')
    await form.getByRole('button', { name: '添加规则' }).click()
    await expect(page.getByRole('list', { name: '故障规则' })).toContainText('强制 500 · 一直生效')

    // The rule is kept in this browser and shared with its other tabs.
    const feed = await context.newPage()
    await feed.goto('/')
    const error = feed.getByRole('alert').filter({ hasText: '服务器错误' })
    await expect(error).toBeVisible()
    await expect(cards(feed)).toHaveCount(0)

    await page.getByRole('button', { name: '清除全部' }).click()
    await expect(page.getByText('没有规则，所有请求正常返回')).toBeVisible()
    await error.getByRole('button', { name: '重试' }).click()
    await expect(cards(feed).first()).toBeVisible()
    await expect(error).toHaveCount(0)
  })

  test('expiring the token in /auth-debug, then a like succeeds through exactly one refresh', async ({ page }) => {
    await login(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    const postId = await someoneElsesPostId(page)
    await visit(page, `/post/${postId}`)
    const like = page
      .getByRole('article')
      .getByRole('button', { name: /^(取消)?点赞 \d+/ })
      .first()
    await expect(like).toBeVisible()

    await visit(page, '/auth-debug')
    await expect(page.getByText(/还剩/).first()).toBeVisible()
    const refreshes: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/auth/refresh') refreshes.push(r.url())
    })
    await page.getByRole('button', { name: '让访问令牌立即过期' }).click()
    await expect(page.getByText('访问令牌已立即过期，下一个请求会收到 401 并自动刷新')).toBeVisible()
    await expect(page.getByText(/已过期/).first()).toBeVisible()
    const expired = await page.evaluate(() => localStorage.getItem('lemon.accessToken'))

    // Back to the post inside the app (no reload), and like it.
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/post/${postId}$`))
    const label = (await like.getAttribute('aria-label'))!
    const wasLiked = label.startsWith('取消点赞')
    const count = Number(label.match(/\d+/)![0])
    const liked = page.waitForResponse((r) => r.url().includes('/api/social/like/') && r.status() < 400)
    await like.click()
    expect((await liked).ok()).toBe(true)
    await expect(
      page
        .getByRole('article')
        .getByRole('button', { name: `${wasLiked ? '点赞' : '取消点赞'} ${count + (wasLiked ? -1 : 1)}` }),
    ).toBeVisible()
    expect(refreshes).toHaveLength(1)
    expect(await page.evaluate(() => localStorage.getItem('lemon.accessToken'))).not.toBe(expired)
    // Still exactly one after the dust settles (the unread poll, the toggle's confirmation).
    await page.waitForTimeout(1000)
    expect(refreshes).toHaveLength(1)
  })

  test('the developer buttons show success, data, responseTime and version', async ({ page }) => {
    await page.goto('/test-api')
    const response = page.getByLabel('接口响应')
    const data = page.getByLabel('响应数据 data')
    const expectAnswer = async (success: boolean, dataText: RegExp | string) => {
      await expect(response.getByRole('definition').first()).toHaveText(String(success))
      await expect(response).toContainText(/responseTime\s*\d+(\.\d+)? ms/)
      await expect(response).toContainText(/version\s*1\.0\.0/)
      await expect(data).toContainText(dataText)
    }
    await page.getByRole('button', { name: /健康检查/ }).click()
    await expectAnswer(true, '"status": "ok"')
    await page.getByRole('button', { name: /Ping/ }).click()
    await expectAnswer(true, '"pong": true')
    await page.getByRole('button', { name: /模拟帖子/ }).click()
    await expectAnswer(true, /"title": ".+"/)
    await page.getByRole('button', { name: '发送模拟注册' }).click()
    await expectAnswer(true, '"stored": false')
    await expect(response).toContainText('模拟注册校验通过（未保存）')
    await page.getByRole('button', { name: '发送模拟登录' }).click()
    await expectAnswer(true, '"email": "demo@example.com"')
    const login = page.getByRole('form', { name: '模拟登录' })
    await login.getByLabel('密码').fill('wrong1234')
    await login.getByRole('button', { name: '发送模拟登录' }).click()
    await expect(response).toContainText('邮箱或密码错误')
    await expect(response.getByRole('definition').first()).toHaveText('false')
    await expect(response).toContainText(/version\s*1\.0\.0/)
  })

  test('export, then import restores the data', async ({ page }) => {
    await login(page)
    await visit(page, '/test-api')
    await mockReady(page)
    const before = await unreadCount(page)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出数据' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^lemon-notes-data-\d{8}-\d{6}\.json$/)
    const file = await download.path()
    await expect(page.getByText(/已导出 lemon-notes-data-/)).toBeVisible()

    // A change after the export: a message arrives.
    const message = page.getByRole('form', { name: '模拟收到消息' })
    await expect(message.getByLabel('发送者')).not.toHaveValue('')
    await message.getByRole('button', { name: '收到这条消息' }).click()
    await expect(page.getByText(/已收到来自 .+ 的消息/)).toBeVisible()
    expect(await unreadCount(page)).toBe(before + 1)

    await page.getByLabel('导入数据').setInputFiles(file)
    await expect(page.getByText(/已导入：用户 \d+，帖子 \d+/)).toBeVisible()
    expect(await unreadCount(page)).toBe(before)
    // Still logged in: the import kept this browser's session.
    await page.reload()
    await expect(page.getByRole('link', { name: '我的主页', exact: true })).toBeVisible()
  })

  test('"receive a message" raises the header\'s unread badge', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await login(page)
    await visit(page, '/test-api')
    await mockReady(page)
    const before = await unreadCount(page)
    const messages = page.locator('header').getByRole('link', { name: /^消息/ })
    await expect(messages).toHaveAttribute('aria-label', before ? `消息，${before}条未读` : '消息')

    const form = page.getByRole('form', { name: '模拟收到消息' })
    await expect(form.getByLabel('发送者')).not.toHaveValue('')
    await form.getByLabel('消息内容').fill('QA：这是一条测试私信')
    await form.getByRole('button', { name: '收到这条消息' }).click()
    await expect(messages).toHaveAttribute('aria-label', `消息，${before + 1}条未读`)
  })

  test('the client error log records a failed API call and a page error, without the token', async ({ page }) => {
    await login(page)
    await visit(page, '/test-api')
    await mockReady(page)
    await page.evaluate(() =>
      window.__lemonMock!.faults.addFault({ method: 'GET', path: '/api/posts', status: 500, times: 1 }),
    )
    // A feed the app has not loaded yet, inside the app (no reload): its first GET /posts gets the 500.
    await page.evaluate(() => history.pushState(null, '', '/?category=travel'))
    await expect(cards(page).first()).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/test-api$/)
    const log = page.getByRole('list', { name: '错误记录' })
    await expect(log).toContainText(/GET \/api\/posts\?\S* → 500 服务器内部错误/)

    const token = (await page.evaluate(() => localStorage.getItem('lemon.accessToken')))!
    await page.evaluate(() =>
      window.dispatchEvent(
        new ErrorEvent('error', { error: new Error(`boom Bearer ${localStorage.getItem('lemon.accessToken')}`) }),
      ),
    )
    await expect(log).toContainText('Error: boom Bearer [已隐藏]')
    await expect(log).not.toContainText(token)
    await page.getByRole('button', { name: '立即写入' }).click()
    const stored = (await page.evaluate(() => localStorage.getItem('lemon.errorLog')))!
    expect(stored).toContain('服务器内部错误')
    expect(stored).not.toContain(token)
    await page.getByRole('button', { name: '清空' }).click()
    await expect(page.getByText('暂无错误记录')).toBeVisible()
  })

  test('R2.16 the rule browser shows the tests that prove a rule with their last result, and opens the screen it shows on', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const unit = unitTest('src/features/theme/components/theme-settings.test.tsx', 'R1.10')
    await page.goto('/test-api')
    const panel = page.getByRole('region', { name: '规格覆盖与测试结果' })
    // Where the results come from, before any of them.
    const source = panel.getByRole('region', { name: '测试结果来源' })
    await expect(source).toContainText('单元与组件测试（vitest）')
    await expect(source).toContainText('端到端测试（Playwright）')
    await panel.getByLabel('搜索').fill('R1.10')
    const table = panel.getByRole('region', { name: '规则列表' })
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'R1.10', exact: true }) })
    // The cell shows once for phones and once for wider screens.
    await row
      .getByText(/^\d+ 个测试/)
      .filter({ visible: true })
      .click()
    const tests = row.getByRole('list', { name: 'R1.10 的测试' })
    const item = tests.getByRole('listitem').filter({ hasText: `${unit.file}:${unit.line}` })
    await expect(item).toContainText(unit.title)
    if (unit.status) {
      await expect(item).toContainText(RESULT_LABEL[unit.status])
      await expect(item).toContainText(/\d+(\.\d)? m?s/)
    } else {
      await expect(item).toContainText('无结果')
    }
    // The journey that proves it too, with or without a result of its own.
    await expect(tests.getByRole('listitem').filter({ hasText: 'tests/theme.spec.ts:' })).toContainText(
      /通过|失败|跳过|无结果/,
    )

    await row.getByRole('link', { name: /在界面中查看：主题设置/ }).click()
    await expect(page).toHaveURL(/\/theme-settings$/)
    await expect(page.getByRole('heading', { name: '主题设置', level: 1 })).toBeVisible()
  })
})
