import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signUp, someoneElsesPostId } from './helpers'

// 问题报告 (issue 24), the round trip QA relies on: a tester changes data, sets a fault and exports the report; a new
// browser (another context: its own service worker, IndexedDB and localStorage) imports it and shows the same route,
// the same data, the same account and the same fault.

const likeButton = (page: Page) =>
  page
    .getByRole('article')
    .getByRole('button', { name: /^(取消)?点赞 \d+/ })
    .first()

test('a bug report exported in one browser restores the same route, data, account and fault in another', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const me = await signUp(page, 'br')
  const postId = await someoneElsesPostId(page)
  await page.goto(`/post/${postId}`)

  // Change data: like the post, add a comment.
  const like = likeButton(page)
  await expect(like).toHaveAccessibleName(/^点赞 \d+$/)
  const likes = Number((await like.getAttribute('aria-label'))!.match(/\d+/)![0])
  await like.click()
  await expect(likeButton(page)).toHaveAccessibleName(`取消点赞 ${likes + 1}`)
  const comments = page.getByRole('region', { name: /条评论/ })
  await comments.getByRole('button', { name: '写评论' }).click()
  const comment = `报告里的评论 ${Date.now().toString(36)}`
  await page.getByRole('textbox', { name: '评论内容' }).fill(comment)
  await page.getByRole('textbox', { name: '评论内容' }).press('Control+Enter')
  await expect(comments.getByText(comment)).toBeVisible()

  // Set a fault, then export from the developer pages: the report opens the post the tester came from.
  await page.goto('/test-api')
  const faults = page.getByRole('form', { name: '添加故障规则' })
  await faults.getByLabel('方法').selectOption('POST')
  await faults.getByLabel('路径').fill('/api/comments')
  await faults.getByLabel('强制状态').selectOption('429')
  await faults.getByRole('button', { name: '添加规则' }).click()
  await expect(page.getByRole('list', { name: '故障规则' })).toContainText('/api/comments')
  const report = page.getByRole('region', { name: '问题报告' })
  await expect(report.getByLabel('报告打开的页面')).toHaveValue(`/post/${postId}`)
  await report.getByLabel('问题描述（可选）').fill('评论发不出去')
  const downloading = page.waitForEvent('download')
  await report.getByRole('button', { name: '导出问题报告' }).click()
  const file = await (await downloading).path()
  await expect(report.getByText(/已导出 lemon-bug-report-/)).toBeVisible()

  // Another browser: nothing of the first one, until the report is imported.
  const other = await browser.newContext()
  const there = await other.newPage()
  await there.goto('/test-api')
  await expect(there.getByText('模拟后端运行中')).toBeVisible()
  await there.getByRole('region', { name: '问题报告' }).getByLabel('导入问题报告').setInputFiles(file)
  const confirm = there.getByRole('alertdialog', { name: '导入问题报告？' })
  await expect(confirm).toContainText(
    `以 ${me.displayName}（${me.username}）登录，故障规则 1 条，打开 /post/${postId}。`,
  )
  await confirm.getByRole('button', { name: '导入并打开' }).click()

  // The same route, data and account…
  await expect(there).toHaveURL(new RegExp(`/post/${postId}$`))
  await expect(likeButton(there)).toHaveAccessibleName(`取消点赞 ${likes + 1}`)
  await expect(there.getByRole('region', { name: /条评论/ }).getByText(comment)).toBeVisible()
  await expect(there.getByRole('link', { name: '我的主页' }).first()).toBeVisible()
  const account = await there.evaluate(async () => {
    const res = await fetch('/api/users/profile', {
      headers: { Authorization: `Bearer ${localStorage.getItem('lemon.accessToken')}` },
    })
    return ((await res.json()) as { data: { user: { username: string } } }).data.user.username
  })
  expect(account).toBe(me.username)
  // …and the same fault.
  await there.goto('/test-api')
  await expect(there.getByRole('list', { name: '故障规则' })).toContainText('/api/comments')
  await expect(there.getByRole('list', { name: '故障规则' })).toContainText('强制 429')
  await other.close()
})
